// /staff: the administrators' staff screen. The list of staff (name, e-mail, roles), "Add staff member", and each
// person's roles to change. Anyone else sees plainly that this page is not for them (the server refuses them too).
import { useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { loadStaffList, mayManageStaff, STAFF_ROLE_LABELS, type Staff } from "@ictm/core";
import { Badge, Button, Container, EmptyState, Link, Loaded, PageHeader, Skeleton, SkeletonGroup, useCore, useLoadedStore } from "@ictm/ui-kit";
import { useBackofficeFrame } from "../../app/BackofficeFrame.tsx";
import { paths } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import { AddStaffDialog } from "./AddStaffDialog.tsx";
import { ChangeRolesDialog } from "./ChangeRolesDialog.tsx";
import * as styles from "./StaffPage.css.ts";

const TOP_BAR = { title: "Staff", back: { href: paths.home, label: "Workflows" } };

export function StaffPage() {
  usePageTitle("Staff");
  useSignals();
  const actor = useCore().stores.staffSession.value.staff;
  useBackofficeFrame({ topBar: TOP_BAR });
  return (
    <Container>{actor && mayManageStaff(actor.roles) ? <StaffAdministration actor={actor} /> : <NotAllowed />}</Container>
  );
}

function NotAllowed() {
  return (
    <>
      <PageHeader title="Staff" />
      <EmptyState
        heading="You are not allowed to manage staff"
        action={
          <Link appearance="button-secondary" href={paths.home}>
            Back to workflows
          </Link>
        }
      >
        Only administrators see the staff and change their roles. Ask an administrator if your roles need to change.
      </EmptyState>
    </>
  );
}

function StaffAdministration({ actor }: { actor: Staff }) {
  const core = useCore();
  // Fresh: another administrator may have added someone since.
  const list = useLoadedStore("staffList", () => loadStaffList(), { fresh: true });
  const [adding, setAdding] = useState(false);
  const [changing, setChanging] = useState<Staff | null>(null);

  return (
    <>
      <div className={styles.headerRow}>
        <PageHeader title="Staff" lead="Who works in the back-office, and the roles that say what each may do." />
        <Button onPress={() => setAdding(true)}>Add staff member</Button>
      </div>
      <Loaded
        value={list.status === "loaded" || list.items.length > 0 ? list.items : null}
        status={list.status}
        retry={() => void core.run(loadStaffList())}
        what="the staff"
        skeleton={<StaffSkeleton />}
      >
        {(items) =>
          items.length === 0 ? (
            <EmptyState heading="No staff members yet" action={<Button onPress={() => setAdding(true)}>Add staff member</Button>}>
              Add the people who process applications, and give each the roles of their work.
            </EmptyState>
          ) : (
            <>
              <p className={styles.count}>{items.length === 1 ? "1 staff member" : `${items.length} staff members`}</p>
              <ul className={styles.list} aria-label="Staff members">
                {items.map((member) => (
                  <StaffRow key={member.key} member={member} isYou={member.key === actor.key} onChangeRoles={() => setChanging(member)} />
                ))}
              </ul>
            </>
          )
        }
      </Loaded>
      <AddStaffDialog isOpen={adding} onClose={() => setAdding(false)} onAdded={() => setAdding(false)} />
      <ChangeRolesDialog member={changing} actor={actor} onClose={() => setChanging(null)} />
    </>
  );
}

function StaffRow({ member, isYou, onChangeRoles }: { member: Staff; isYou: boolean; onChangeRoles: () => void }) {
  return (
    <li className={styles.row} aria-label={member.name}>
      <div className={styles.who}>
        <p className={styles.name}>
          {member.name} {isYou ? <span className={styles.you}>(you)</span> : null}
        </p>
        <span className={styles.email}>{member.email}</span>
      </div>
      <ul className={styles.roles} aria-label={`Roles of ${member.name}`}>
        {member.roles.map((role) => (
          <li key={role}>
            <Badge tone={role === "administrator" ? "accent" : "neutral"}>{STAFF_ROLE_LABELS[role]}</Badge>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="small" onPress={onChangeRoles} aria-label={`Change roles of ${member.name}`}>
        Change roles
      </Button>
    </li>
  );
}

function StaffSkeleton() {
  return (
    <SkeletonGroup label="Loading the staff">
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.row}>
          <Skeleton width="60%" height="1.2rem" />
          <Skeleton width="40%" />
          <Skeleton width="120px" height="36px" radius="8px" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
