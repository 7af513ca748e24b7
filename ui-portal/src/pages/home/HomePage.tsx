// The start page: what the portal is for, what works today, and the way in (Talents here, employers through
// the header's "For employers"). What is open links to it; features still being built are described and marked
// as such, never linked as if they worked.
import { useSignals } from "@preact/signals-react/runtime";
import { Card, Container, Link, useCore } from "@ictm/ui-kit";
import type { ReactNode } from "react";
import { ownAreaPath, paths } from "../../app/paths.ts";
import { PortalFrame } from "../../app/PortalFrame.tsx";
import { usePageTitle } from "../../app/router.tsx";
import { useHasProviders } from "../../social/ProviderButtons.tsx";
import * as styles from "./HomePage.css.ts";
import { BriefcaseIcon, BuildingIcon, CheckIcon, GraduationIcon, PersonIcon, ProjectIcon, SearchIcon } from "./icons.tsx";

export function HomePage() {
  usePageTitle(null);
  return (
    <PortalFrame flush>
      <Hero />
      <Container>
        <section className={styles.section} aria-labelledby="offer-heading">
          <div className={styles.sectionHeader}>
            <h2 id="offer-heading">What the portal brings together</h2>
            <p className={styles.sectionLead}>
              One place for the people, employers, projects and training that make up Brunei's ICT sector. Accounts and the searches
              for talent, businesses, jobs, ICT projects and training courses are open now.
            </p>
          </div>
          <ul className={styles.featureGrid}>
            <Feature icon={<PersonIcon />} title="Talent accounts" live>
              Create your account as an ICT job seeker, activate it from your e-mail and keep your details in one place.
            </Feature>
            <Feature icon={<SearchIcon />} title="Find ICT talent" link={{ href: paths.talentSearch, label: "Search talents" }}>
              Search Talent profiles by skills and experience, with each person's privacy settings respected.
            </Feature>
            <Feature icon={<BriefcaseIcon />} title="Job vacancies" link={{ href: paths.jobSearch, label: "Search jobs" }}>
              ICT vacancies from employers across Brunei, with the option to save the ones that interest you.
            </Feature>
            <Feature icon={<ProjectIcon />} title="ICT projects" link={{ href: paths.ictProjectSearch, label: "Search ICT projects" }}>
              Current ICT projects in the country, so you can see where skills are needed.
            </Feature>
            <Feature icon={<GraduationIcon />} title="Training courses" link={{ href: paths.courseSearch, label: "Search training courses" }}>
              Courses from training providers that you can register for, and withdraw from, in a few steps.
            </Feature>
            <Feature icon={<BuildingIcon />} title="Businesses" link={{ href: paths.businessSearch, label: "Find businesses" }}>
              Find employers in the sector and their open vacancies, or register your own business, verify it and publish vacancies
              and projects.
            </Feature>
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="steps-heading">
          <div className={styles.sectionHeader}>
            <h2 id="steps-heading">How to get started</h2>
          </div>
          <ol className={styles.steps}>
            <li className={styles.step}>
              <h3>Create your account</h3>
              <p className={styles.featureText}>Give your name, your e-mail address and a password of at least 8 characters.</p>
            </li>
            <li className={styles.step}>
              <h3>Activate it</h3>
              <p className={styles.featureText}>We e-mail you a link. Open it within 48 hours to activate your account.</p>
            </li>
            <li className={styles.step}>
              <h3>Sign in</h3>
              <p className={styles.featureText}>Sign in with your e-mail address and password to see your account.</p>
            </li>
          </ol>
        </section>
      </Container>
    </PortalFrame>
  );
}

function Hero() {
  useSignals();
  const core = useCore();
  const hasProviders = useHasProviders();
  const { status, accountType } = core.stores.session.value;
  return (
    <div className={styles.hero}>
      <Container className={styles.heroGrid}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>Brunei Darussalam · ICT manpower</p>
          <h1>Where Brunei's ICT talent and employers meet</h1>
          <p className={styles.lead}>
            Find ICT talent, jobs, projects and training in one national portal. Start with your Talent account: it is free and takes a
            minute.
          </p>
          <div className={styles.actions}>
            {status === "loggedIn" ? (
              <Link appearance="button-primary" href={ownAreaPath(accountType)}>
                Go to your account
              </Link>
            ) : (
              <Link appearance="button-primary" href={paths.signUp}>
                Create your Talent account
              </Link>
            )}
          </div>
        </div>
        <Card as="section" padding="roomy" aria-labelledby="today-heading">
          <h2 id="today-heading" className={styles.todayHeading}>
            Available today
          </h2>
          <ul className={styles.todayList}>
            <TodayItem title="Sign up as a Talent">
              {hasProviders ? "With your e-mail address, or in one step with Google or LinkedIn." : "With your e-mail address and a password."}
            </TodayItem>
            <TodayItem title="Register your business">Its details, then an e-mail address{hasProviders ? ", Google or LinkedIn" : ""}.</TodayItem>
            <TodayItem title="Activate by e-mail">A secure link confirms the address is yours.</TodayItem>
            <TodayItem title="Search the sector">
              Find <Link href={paths.talentSearch}>talents</Link>, <Link href={paths.businessSearch}>businesses</Link>,{" "}
              <Link href={paths.jobSearch}>jobs</Link> and <Link href={paths.ictProjectSearch}>ICT projects</Link>.
            </TodayItem>
            <TodayItem title="Keep your account safe">Change your password, or choose a new one if you forget it.</TodayItem>
          </ul>
        </Card>
      </Container>
    </div>
  );
}

function TodayItem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className={styles.todayItem}>
      <span className={styles.check} aria-hidden="true">
        <CheckIcon />
      </span>
      <span>
        <span className={styles.itemTitle}>{title}</span>
        <br />
        <span className={styles.itemText}>{children}</span>
      </span>
    </li>
  );
}

/** A service: "Open now" when it is `live` or has a `link` to it, else "In preparation". */
function Feature({ icon, title, live, link, children }: { icon: ReactNode; title: string; live?: boolean; link?: { href: string; label: string }; children: ReactNode }) {
  const isOpen = live === true || link !== undefined;
  return (
    <Card as="li">
      <span className={styles.featureIcon} aria-hidden="true">
        {icon}
      </span>
      <h3>{title}</h3>
      <p className={styles.featureText}>{children}</p>
      {link ? (
        <Link appearance="standalone" href={link.href}>
          {link.label}
        </Link>
      ) : null}
      <span className={isOpen ? `${styles.tag} ${styles.tagLive}` : styles.tag}>{isOpen ? "Open now" : "In preparation"}</span>
    </Card>
  );
}
