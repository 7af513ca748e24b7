// The signed-in member's own account: a Talent's name, e-mail and member-since date from the profile, or a
// Business's details as the session knows them (the full business profile is a later issue), and the way to
// change the password. Logged out, it sends the person to sign in and back here afterwards.
import { useEffect } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { loadTalentProfile, type TalentProfile } from "@ictm/core";
import { Avatar, Button, Card, CardTitle, Container, EmptyState, Link, PageHeader, Skeleton, SkeletonGroup } from "@ictm/ui-kit";
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
  if (session.status === "loggedOut") return <Redirect to={signInPath(paths.account)} replace />;
  if (session.accountType === "Business") return <BusinessAccount />;
  return <TalentAccount />;
}

function TalentAccount() {
  useSignals();
  const core = useCore();
  const session = core.stores.session.value;
  const profile = core.stores.talentProfile.value;
  const token = session.token;

  useEffect(() => {
    // A cookie-only session learns its kind from this call; a Business never loads a Talent profile.
    if (token !== null && session.accountType === "Talent") void core.run(loadTalentProfile());
  }, [core, token, session.accountType]);

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
      <div className={styles.side}>
        <SecurityCard />
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
    </div>
  );
}

function BusinessAccount() {
  useSignals();
  const core = useCore();
  const { member, business } = core.stores.session.value;
  const name = business?.businessName ?? member?.name ?? "Your business";
  return (
    <PortalFrame>
      <Container>
        <PageHeader eyebrow="Your account" title="Your business account" lead="The details the portal holds about your business." />
        <div className={styles.grid}>
          <Card as="section" padding="roomy" aria-labelledby="business-name">
            <div className={styles.identity}>
              <Avatar name={name} className={styles.bigAvatar} />
              <div className={styles.identityText}>
                <h2 id="business-name" className={styles.identityName}>
                  {name}
                </h2>
                <span className={styles.badge}>Business account</span>
              </div>
            </div>
            {member !== null ? (
              <dl className={styles.details}>
                <dt className={styles.term}>Business name</dt>
                <dd className={styles.definition}>{name}</dd>
                <dt className={styles.term}>Signed in as</dt>
                <dd className={styles.definition}>{member.name}</dd>
                <dt className={styles.term}>E-mail address</dt>
                <dd className={styles.definition}>{member.email}</dd>
              </dl>
            ) : (
              <p className={styles.muted}>
                This device kept only your sign-in, not your business details. Log out and sign in again to see them here.
              </p>
            )}
          </Card>
          <div className={styles.side}>
            <SecurityCard />
            <Card as="section" aria-labelledby="next-heading">
              <CardTitle id="next-heading">Coming soon for your business</CardTitle>
              <p className={styles.muted}>As the portal grows, this is where you will manage:</p>
              <ul className={styles.comingList}>
                <li>the business profile, logo and verification</li>
                <li>job vacancies and training courses</li>
                <li>registrants of your courses</li>
                <li>expat permit applications</li>
              </ul>
            </Card>
          </div>
        </div>
      </Container>
    </PortalFrame>
  );
}

function SecurityCard() {
  return (
    <Card as="section" aria-labelledby="security-heading">
      <CardTitle id="security-heading">Sign-in and security</CardTitle>
      <p className={styles.muted}>Changing your password signs out every other device signed in to your account.</p>
      <Link appearance="standalone" href={paths.changePassword}>
        Change password
      </Link>
    </Card>
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
