// The signed-in Talent's own account: who they are to the portal (name, e-mail, member since).
// Logged out, it sends the person to sign in and back here afterwards.
import { useEffect } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { loadTalentProfile, type TalentProfile } from "@ictm/core";
import { Avatar, Button, Card, CardTitle, Container, EmptyState, PageHeader, Skeleton, SkeletonGroup } from "@ictm/ui-kit";
import { Redirect } from "wouter";
import { useCore } from "../../app/core-context.tsx";
import { paths, signInPath } from "../../app/paths.ts";
import { PortalFrame } from "../../app/PortalFrame.tsx";
import { usePageTitle } from "../../app/router.tsx";
import * as styles from "./AccountPage.css.ts";
import { formatDate } from "./format-date.ts";

export function AccountPage() {
  usePageTitle("Your account");
  useSignals();
  const core = useCore();
  const session = core.stores.session.value;
  const profile = core.stores.talentProfile.value;
  const token = session.token;

  useEffect(() => {
    if (token !== null) void core.run(loadTalentProfile());
  }, [core, token]);

  if (session.status === "loggedOut") return <Redirect to={signInPath(paths.account)} replace />;

  return (
    <PortalFrame>
      <Container>
        <PageHeader eyebrow="Your account" title="Your Talent account" lead="The details the portal holds about you." />
        {session.status === "unknown" || profile.status === "idle" || profile.status === "loading" || (profile.status === "loaded" && profile.profile === null) ? (
          <ProfileSkeleton />
        ) : profile.status === "failed" || profile.profile === null ? (
          <EmptyState
            heading="We could not load your account"
            action={
              <Button variant="secondary" onPress={() => void core.run(loadTalentProfile())}>
                Try again
              </Button>
            }
          >
            Check your connection and try again. If it keeps happening, sign out and sign in again.
          </EmptyState>
        ) : (
          <Profile profile={profile.profile} />
        )}
      </Container>
    </PortalFrame>
  );
}

function Profile({ profile }: { profile: TalentProfile }) {
  return (
    <div className={styles.grid}>
      <Card as="section" padding="roomy" aria-labelledby="profile-name">
        <div className={styles.identity}>
          <Avatar name={profile.name} pictureUrl={profile.profilePicture} className={styles.bigAvatar} />
          <div className={styles.identityText}>
            <h2 id="profile-name" className={styles.identityName}>
              {profile.name}
            </h2>
            <span className={styles.badge}>{profile.activatedAt ? "Active Talent account" : "Talent account"}</span>
          </div>
        </div>
        <dl className={styles.details}>
          <dt className={styles.term}>Full name</dt>
          <dd className={styles.definition}>{profile.name}</dd>
          <dt className={styles.term}>E-mail address</dt>
          <dd className={styles.definition}>{profile.email}</dd>
          <dt className={styles.term}>Member since</dt>
          <dd className={styles.definition}>{formatDate(profile.createdAt)}</dd>
        </dl>
      </Card>
      <Card as="section" aria-labelledby="next-heading">
        <CardTitle id="next-heading">Coming to your account</CardTitle>
        <p className={styles.muted}>As the portal grows, this is where you will keep:</p>
        <ul className={styles.comingList}>
          <li>your resume and ICT skills</li>
          <li>your contact details and privacy settings</li>
          <li>a profile picture</li>
          <li>saved jobs and training registrations</li>
        </ul>
      </Card>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <Card padding="roomy">
      <SkeletonGroup label="Loading your account">
        <div className={styles.identity}>
          <Skeleton width="64px" height="64px" radius="50%" />
          <div className={styles.identityText} style={{ flex: 1 }}>
            <Skeleton width="50%" height="1.6rem" />
            <Skeleton width="30%" height="1rem" />
          </div>
        </div>
        <Skeleton width="70%" />
        <Skeleton width="60%" />
        <Skeleton width="40%" />
      </SkeletonGroup>
    </Card>
  );
}
