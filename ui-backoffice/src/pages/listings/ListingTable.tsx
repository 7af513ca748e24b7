// One page of a listing as a table (stacked label–value rows on a phone): the reference, the link that opens the
// side panel over the listing (its search kept), the permit type, the business, the persons with their passport
// numbers, when final approval was given and by whom; on the archived list also when it was archived and by whom;
// and, for officers and administrators, "Archive" or "Unarchive".
import { formatDateTime, type ListedApplication } from "@ictm/core";
import { Button, Link, visuallyHidden } from "@ictm/ui-kit";
import { listedApplicationAddress, type Listing, type ListingSearch } from "./listing-address.ts";
import { actorName, LISTING_WORDS } from "./listing-view.ts";
import type { ArchiveToggle } from "./use-archive-toggle.tsx";
import * as styles from "./Listings.css.ts";

export interface ListingTableProps {
  listing: Listing;
  workflowId: string;
  search: ListingSearch;
  items: ReadonlyArray<ListedApplication>;
  toggle: ArchiveToggle;
  isBusy: boolean;
}

export function ListingTable({ listing, workflowId, search, items, toggle, isBusy }: ListingTableProps) {
  const archived = listing === "archived";
  return (
    <div className={styles.tableBox}>
      <table className={styles.table} aria-label={LISTING_WORDS[listing].tableLabel} aria-busy={isBusy || undefined}>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Permit type</th>
            <th scope="col">Business</th>
            <th scope="col">Persons</th>
            <th scope="col">Final approval</th>
            {archived ? <th scope="col">Archived</th> : null}
            {toggle.allowed ? (
              <th scope="col">
                <span className={visuallyHidden}>Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row" data-label="Reference">
                <Link href={listedApplicationAddress(listing, workflowId, item.id, "info", search)} className={styles.reference} data-row-link="">
                  {item.reference}
                </Link>
              </th>
              <td data-label="Permit type">
                <span className={styles.type}>{item.permitType}</span>
              </td>
              <td data-label="Business">{item.businessName}</td>
              <td data-label="Persons">
                {item.persons.length === 0 ? (
                  "None"
                ) : (
                  <ul className={styles.persons}>
                    {item.persons.map((person, index) => (
                      <li key={`${index}-${person.passportNumber}`}>
                        {person.fullName} <span className={styles.passport}>{person.passportNumber}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td data-label="Final approval">
                <When at={item.finalApprovalDateTime} by={item.approvedBy} />
              </td>
              {archived ? (
                <td data-label="Archived">
                  <When at={item.archivedAt} by={item.archivedBy} />
                </td>
              ) : null}
              {toggle.allowed ? (
                <td data-label="" className={styles.actionCell}>
                  <Button
                    variant="secondary"
                    size="small"
                    isPending={toggle.pendingId === item.id}
                    aria-label={`${toggle.label} ${item.reference}`}
                    onPress={() => toggle.ask({ id: item.id, reference: item.reference })}
                  >
                    {toggle.label}
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "12 Nov 2026, 5:05 AM" and "by Pengiran Amir Yusof" under it (one block: a phone's row puts it beside its label). */
function When({ at, by }: { at: string | null; by: { readonly name: string } | null }) {
  return (
    <div>
      <span className={styles.when}>{formatDateTime(at)}</span>
      <span className={styles.secondary}>by {actorName(by)}</span>
    </div>
  );
}
