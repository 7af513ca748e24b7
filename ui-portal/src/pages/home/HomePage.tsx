// The start page speaks to who is there. A visitor: what the portal is for and the way in (Talents here,
// employers through the header's "For employers"). A signed-in Talent: jobs, courses and their profile; a signed-in
// Business: vacancies, courses and permits. Signed-in members never see sign-up prompts.
import { useSignals } from "@preact/signals-react/runtime";
import { Card, Container, Link, useCore } from "@ictm/ui-kit";
import type { ReactNode } from "react";
import { paths } from "../../app/paths.ts";
import { usePortalFrame } from "../../app/PortalFrame.tsx";
import { usePageTitle } from "../../app/router.tsx";
import * as styles from "./HomePage.css.ts";
import { BriefcaseIcon, BuildingIcon, CheckIcon, GraduationIcon, PersonIcon, ProjectIcon, SearchIcon } from "./icons.tsx";

type Audience = { kind: "visitor" } | { kind: "Talent"; name: string | null } | { kind: "Business"; name: string | null };

function useAudience(): Audience {
  useSignals();
  const session = useCore().stores.session.value;
  if (session.status !== "loggedIn") return { kind: "visitor" };
  if (session.accountType === "Business") return { kind: "Business", name: session.business?.businessName ?? null };
  return { kind: "Talent", name: session.member?.name ?? null };
}

export function HomePage() {
  usePageTitle(null);
  usePortalFrame({ flush: true });
  const audience = useAudience();
  return (
    <>
      <Hero audience={audience} />
      <Container>
        <section className={styles.section} aria-labelledby="offer-heading">
          <div className={styles.sectionHeader}>
            <h2 id="offer-heading">What the portal brings together</h2>
            <p className={styles.sectionLead}>
              One place for the people, employers, projects and training that make up Brunei's ICT sector.
            </p>
          </div>
          <ul className={styles.featureGrid}>
            <Feature icon={<PersonIcon />} title="Talent profiles" link={talentProfileLink(audience)}>
              Your skills, experience and resume in one place, seen only by the people you choose.
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
              Employers in the sector, their open vacancies and projects, and whether the portal has verified them.
            </Feature>
          </ul>
        </section>

        {audience.kind === "visitor" ? (
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
        ) : null}
      </Container>
    </>
  );
}

function talentProfileLink(audience: Audience): { href: string; label: string } | undefined {
  if (audience.kind === "visitor") return { href: paths.signUp, label: "Create your Talent account" };
  if (audience.kind === "Talent") return { href: paths.resume, label: "Complete your resume" };
  return undefined;
}

const HERO = {
  visitor: {
    lead: "Find ICT talent, jobs, projects and training in one national portal. Start with your Talent account: it is free and takes a minute.",
    cardTitle: "What you can do here",
  },
  Talent: { lead: "Find your next ICT job or course, and keep your profile ready for employers.", cardTitle: "Your next steps" },
  Business: { lead: "Reach Brunei's ICT talent: publish vacancies and training courses, and follow your expat permit applications.", cardTitle: "Your next steps" },
} as const;

function Hero({ audience }: { audience: Audience }) {
  const wording = HERO[audience.kind];
  return (
    <div className={styles.hero}>
      <Container className={styles.heroGrid}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>Brunei Darussalam · ICT manpower</p>
          <h1>{audience.kind !== "visitor" && audience.name ? `Welcome back, ${audience.name}` : "Where Brunei's ICT talent and employers meet"}</h1>
          <p className={styles.lead}>{wording.lead}</p>
          <div className={styles.actions}>
            <HeroActions audience={audience} />
          </div>
        </div>
        <Card as="section" padding="roomy" aria-labelledby="next-heading">
          <h2 id="next-heading" className={styles.todayHeading}>
            {wording.cardTitle}
          </h2>
          <ul className={styles.todayList}>
            <NextSteps audience={audience} />
          </ul>
        </Card>
      </Container>
    </div>
  );
}

function HeroActions({ audience }: { audience: Audience }) {
  switch (audience.kind) {
    case "visitor":
      return (
        <>
          <Link appearance="button-primary" href={paths.signUp}>
            Create your Talent account
          </Link>
          <Link appearance="button-secondary" href={paths.jobSearch}>
            Search jobs
          </Link>
        </>
      );
    case "Talent":
      return (
        <>
          <Link appearance="button-primary" href={paths.jobSearch}>
            Search jobs
          </Link>
          <Link appearance="button-secondary" href={paths.account}>
            Go to your profile
          </Link>
        </>
      );
    case "Business":
      return (
        <>
          <Link appearance="button-primary" href={paths.newVacancy}>
            Post a vacancy
          </Link>
          <Link appearance="button-secondary" href={paths.business}>
            Go to your business
          </Link>
        </>
      );
  }
}

function NextSteps({ audience }: { audience: Audience }) {
  switch (audience.kind) {
    case "visitor":
      return (
        <>
          <TodayItem title="Find a job">
            Search <Link href={paths.jobSearch}>ICT vacancies</Link> across Brunei and save the ones you like.
          </TodayItem>
          <TodayItem title="Build your profile">Your skills, experience and resume, and you decide who sees them.</TodayItem>
          <TodayItem title="Keep learning">
            Register for <Link href={paths.courseSearch}>training courses</Link> from local providers.
          </TodayItem>
          <TodayItem title="Hiring?">
            <Link href={paths.businessRegister}>Register your business</Link> to publish vacancies and courses and to apply for expat
            permits.
          </TodayItem>
        </>
      );
    case "Talent":
      return (
        <>
          <TodayItem title="Search jobs">
            <Link href={paths.jobSearch}>Find ICT vacancies</Link> and keep the ones you like in your{" "}
            <Link href={paths.savedJobs}>saved jobs</Link>.
          </TodayItem>
          <TodayItem title="Train">
            <Link href={paths.courseSearch}>Find a training course</Link>, then follow it under{" "}
            <Link href={paths.myCourses}>your courses</Link>.
          </TodayItem>
          <TodayItem title="Complete your profile">
            Employers find complete profiles first: add your <Link href={paths.resume}>education, work and skills</Link>.
          </TodayItem>
          <TodayItem title="Decide who sees you">
            Choose <Link href={paths.account}>who can see your profile</Link> and your contact details.
          </TodayItem>
        </>
      );
    case "Business":
      return (
        <>
          <TodayItem title="Post a vacancy">
            <Link href={paths.newVacancy}>Publish a vacancy</Link> and manage it under <Link href={paths.vacancies}>your vacancies</Link>.
          </TodayItem>
          <TodayItem title="Offer a course">
            <Link href={paths.newTrainingCourse}>Publish a training course</Link> and follow its registrations under{" "}
            <Link href={paths.trainingCourses}>your courses</Link>.
          </TodayItem>
          <TodayItem title="Find talent">
            <Link href={paths.talentSearch}>Search Talent profiles</Link> by skills and experience.
          </TodayItem>
          <TodayItem title="Expat permits">
            Apply for and follow <Link href={paths.expatPermits}>your expat permit applications</Link>.
          </TodayItem>
        </>
      );
  }
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

/** A service, with the way to it when the person has one. */
function Feature({ icon, title, link, children }: { icon: ReactNode; title: string; link?: { href: string; label: string } | undefined; children: ReactNode }) {
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
    </Card>
  );
}
