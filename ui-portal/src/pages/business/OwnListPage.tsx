// A Business's own list (job vacancies, ICT projects), driven by its description: the member area with the
// "New ..." link beside the title, the list once loaded (a skeleton before, "Try again" after a failure), an empty
// state that leads to the first one, tabs by status when the description has them, and on each item the actions
// the description offers for it. It holds no rule of its own: what may be done with an item is `actionsOf`.
import { Fragment, useState, type ReactNode } from "react";
import type { LoadStatus } from "@ictm/core";
import { EmptyState, Link, Loaded, Tab, TabList, TabPanel, Tabs, useCore, type StoreQuery } from "@ictm/ui-kit";
import { MemberArea } from "../../app/MemberArea.tsx";
import * as styles from "../jobs/VacancyCard.css.ts";
import { ItemActions, type ItemAction } from "./ItemActions.tsx";

export interface OwnItem {
  readonly key: string;
  readonly title: string;
}

export interface OwnList<T extends OwnItem> {
  /** The list's address: its place in the side navigation, and where signing in comes back to. */
  readonly section: string;
  readonly title: string;
  readonly lead: string;
  /** The "New vacancy" link beside the title; `first` is its words in the empty state ("Create your first vacancy"). */
  readonly create: { readonly href: string; readonly label: string; readonly first: string };
  /** When there is none at all. */
  readonly empty: { readonly heading: string; readonly text: string };
  /** "your vacancies": said while loading and when loading failed. */
  readonly what: string;
  /** The loaded-store hook of the list (member-data.ts), and the query that loads it again after a failure. */
  readonly useItems: () => { readonly status: LoadStatus; readonly items: ReadonlyArray<T> };
  readonly reload: () => StoreQuery;
  /** Tabs that each show some of the items, named by `label` ("Vacancies by status"); none: one plain list. */
  readonly tabs?: { readonly label: string; readonly tabs: ReadonlyArray<OwnListTab<T>> };
  /** One item as a card (an <li>), with its actions in it. `nowMillis` is when the page opened. */
  readonly card: (item: T, actions: ReactNode, nowMillis: number) => ReactNode;
  /** What may be done with an item now, in the order shown. */
  readonly actionsOf: (item: T, nowMillis: number) => ReadonlyArray<ItemAction>;
}

export interface OwnListTab<T> {
  readonly id: string;
  readonly label: string;
  /** Said in the tab when it shows nothing ("No drafts."). */
  readonly empty: string;
  readonly shows: (item: T) => boolean;
}

export function OwnListPage<T extends OwnItem>({ list }: { list: OwnList<T> }) {
  const newLink = (label: string) => (
    <Link appearance="button-primary" href={list.create.href}>
      {label}
    </Link>
  );
  return (
    <MemberArea kind="Business" section={list.section} title={list.title} lead={list.lead} action={newLink(list.create.label)}>
      <OwnItems list={list} newLink={newLink(list.create.first)} />
    </MemberArea>
  );
}

function OwnItems<T extends OwnItem>({ list, newLink }: { list: OwnList<T>; newLink: ReactNode }) {
  const core = useCore();
  const { status, items } = list.useItems();
  const [nowMillis] = useState(() => Date.now());
  const cards = (shown: ReadonlyArray<T>) => (
    <ul className={styles.list}>
      {shown.map((item) => (
        <Fragment key={item.key}>{list.card(item, <ItemActions item={item} actions={list.actionsOf(item, nowMillis)} />, nowMillis)}</Fragment>
      ))}
    </ul>
  );
  return (
    <Loaded value={status === "loaded" ? items : null} status={status} retry={() => void core.run(list.reload())} what={list.what}>
      {(all) =>
        all.length === 0 ? (
          <EmptyState heading={list.empty.heading} action={newLink}>
            {list.empty.text}
          </EmptyState>
        ) : list.tabs === undefined ? (
          cards(all)
        ) : (
          <Tabs>
            <TabList aria-label={list.tabs.label}>
              {list.tabs.tabs.map((tab) => (
                <Tab key={tab.id} id={tab.id}>
                  {tab.label} ({all.filter(tab.shows).length})
                </Tab>
              ))}
            </TabList>
            {list.tabs.tabs.map((tab) => {
              const shown = all.filter(tab.shows);
              return (
                <TabPanel key={tab.id} id={tab.id}>
                  {shown.length === 0 ? <p className={styles.closing}>{tab.empty}</p> : cards(shown)}
                </TabPanel>
              );
            })}
          </Tabs>
        )
      }
    </Loaded>
  );
}
