// The site header: the product's mark and name on the left (a link home), the main navigation beside it from
// 992 px, the member's controls on the right. Below 992 px the header is one compact row: the product, the member's
// controls and a Menu button that opens a panel listing the sections (and any other links the app hands it), one
// under another. Also the sticky top bar with an optional Back link.
import { createContext, Fragment, useContext, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { Button, Link as AriaLink } from "react-aria-components";
import { accent } from "../theme/palette.ts";
import { Container } from "./PageFrame.tsx";
import { loadOverlays, MenuPanel, reachingForOverlays } from "./overlays.ts";
import * as styles from "./PageFrame.css.ts";
import { usePreloadWhenIdle } from "./preload.ts";

export interface SiteHeaderProps {
  brand: ReactNode;
  /** The app's main sections (a `MainNav`). */
  nav?: ReactNode;
  /** Sign-in links or the account menu. */
  children?: ReactNode;
  /** Below 992 px, listed in the Menu panel after the sections (a `MainNav` named "Account": sign-in links the
   * compact row has no room for). */
  menuExtra?: ReactNode;
}

export function SiteHeader({ brand, nav, children, menuExtra }: SiteHeaderProps) {
  const hasMenu = Boolean(nav) || Boolean(menuExtra);
  return (
    <header className={styles.header}>
      <Container className={styles.headerInner}>
        {brand}
        {nav ? <div className={styles.navWide}>{nav}</div> : null}
        <div className={styles.headerEnd}>
          {children}
          {hasMenu ? (
            <HeaderMenu>
              {nav}
              {menuExtra}
            </HeaderMenu>
          ) : null}
        </div>
      </Container>
    </header>
  );
}

/** Where a MainNav is drawn: the header's row (null), or the Menu panel of a phone (a list, one link under another),
 * which closes when a link is followed. */
const InPanel = createContext<{ close: () => void } | null>(null);

/**
 * The Menu button of a phone or tablet and its panel (a dialog named "Menu": Tab moves through its links, Escape
 * closes it and focus goes back to the button). Following a link closes it. The panel's code (Overlays.tsx)
 * loads after the page has drawn; the button is drawn at once.
 */
function HeaderMenu({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  usePreloadWhenIdle(loadOverlays);
  return (
    <>
      <Button
        ref={trigger}
        className={styles.menuButton}
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        {...reachingForOverlays}
        onPress={() => setOpen(!isOpen)}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          {isOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </Button>
      {isOpen ? (
        <MenuPanel triggerRef={trigger} onClose={() => setOpen(false)}>
          <InPanel.Provider value={{ close: () => setOpen(false) }}>{children}</InPanel.Provider>
        </MenuPanel>
      ) : null}
    </>
  );
}

export interface MainNavItem {
  href: string;
  label: string;
  isCurrent: boolean;
}

/**
 * The app's main sections, a landmark named "Main" unless told; the current one marked aria-current="page". They
 * keep to one row that scrolls sideways when it must (no scrollbar: the edge with more behind it fades), and the
 * current section is scrolled into view, so on a phone "Courses" is neither on a second row nor hidden.
 */
export function MainNav({ label = "Main", items }: { label?: string; items: readonly MainNavItem[] }) {
  const panel = useContext(InPanel);
  return panel ? <PanelNav label={label} items={items} onFollow={panel.close} /> : <RowNav label={label} items={items} />;
}

/** In the Menu panel: a named list of links, one under another, the current one marked. */
function PanelNav({ label, items, onFollow }: { label: string; items: readonly MainNavItem[]; onFollow: () => void }) {
  return (
    <nav aria-label={label} className={styles.panelNav}>
      <ul className={styles.panelNavList}>
        {items.map((item) => (
          <li key={item.href}>
            <AriaLink href={item.href} aria-current={item.isCurrent ? "page" : undefined} className={styles.panelNavLink} onPress={onFollow}>
              {item.label}
            </AriaLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RowNav({ label, items }: { label: string; items: readonly MainNavItem[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const current = items.find((item) => item.isCurrent)?.href;
  const edges = useScrollingRow(listRef, current, items.length);
  return (
    <nav aria-label={label} className={styles.mainNav}>
      <ul ref={listRef} className={styles.mainNavList} data-more-before={edges.before || undefined} data-more-after={edges.after || undefined}>
        {items.map((item) => (
          <li key={item.href}>
            <AriaLink href={item.href} aria-current={item.isCurrent ? "page" : undefined} className={styles.mainNavLink}>
              {item.label}
            </AriaLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A row of header links (Sign in, Sign up), named for screen readers' landmark list. */
export function HeaderNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className={styles.headerNav}>
      {children}
    </nav>
  );
}

export interface BrandProps {
  name: string;
  tagline?: string;
  href: string;
}

/**
 * The product's mark and name, linking to the start page. The link's name is the product name. On a phone the
 * tagline is hidden and the name may take two lines, broken only between its words ("ICT Manpower / Back-office",
 * never at the hyphen), so the member's menu keeps its place on the same row.
 */
export function Brand({ name, tagline, href }: BrandProps) {
  return (
    <AriaLink href={href} className={styles.brand}>
      <BrandMark />
      <span className={styles.brandText}>
        <span className={styles.brandName}>
          {name.split(" ").map((word, index) => (
            <Fragment key={index}>
              {index > 0 ? " " : null}
              <span className={styles.brandWord}>{word}</span>
            </Fragment>
          ))}
        </span>
        {tagline ? <span className={styles.brandTagline}>{tagline}</span> : null}
      </span>
    </AriaLink>
  );
}

/** A simple mark: three linked nodes (people, skills, work) on the accent tile. */
export function BrandMark() {
  return (
    <svg className={styles.brandMark} aria-hidden="true" viewBox="0 0 36 36">
      <rect width="36" height="36" rx="9" fill={accent[700]} />
      <path d="M11 24.5 18 11l7 13.5z" fill="none" stroke={accent[200]} strokeWidth="2" strokeLinejoin="round" />
      <circle cx="18" cy="11" r="4" fill="#ffffff" />
      <circle cx="11" cy="24.5" r="4" fill="#ffffff" />
      <circle cx="25" cy="24.5" r="4" fill="#f5c542" />
    </svg>
  );
}

export interface TopBarProps {
  title: string;
  /** Where Back goes; no Back link when left out. */
  back?: { href: string; label?: string };
  actions?: ReactNode;
}

export function TopBar({ title, back, actions }: TopBarProps) {
  return (
    <div className={styles.topBar}>
      <Container className={styles.topBarInner}>
        {back ? <BackLink href={back.href} label={back.label ?? "Back"} /> : null}
        <p className={styles.topBarTitle}>{title}</p>
        {actions ? <div className={styles.topBarActions}>{actions}</div> : null}
      </Container>
    </div>
  );
}

function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <AriaLink href={href} className={styles.topBarBack}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="m15 18-6-6 6-6" />
      </svg>
      {label}
    </AriaLink>
  );
}

/**
 * Keeps the current section in view (on arrival, when it changes, and when the row or its items change size: a
 * window narrowed to a phone's width, a web font arriving), and a section reached by Tab too (Chromium 156 leaves a
 * partly shown link where it is on focus), and says whether sections are hidden before or after what shows, as the
 * row scrolls. A person's own scrolling is left alone.
 */
function useScrollingRow(ref: RefObject<HTMLElement | null>, current: string | undefined, itemCount: number): { before: boolean; after: boolean } {
  const [edges, setEdges] = useState({ before: false, after: false });
  useLayoutEffect(() => {
    const list = ref.current;
    if (list === null) return;
    const measure = () => {
      const before = list.scrollLeft > 1;
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setEdges((known) => (known.before === before && known.after === after ? known : { before, after }));
    };
    const showCurrent = () => {
      reveal(list, list.querySelector<HTMLElement>('[aria-current="page"]'));
      measure();
    };
    const showFocused = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) reveal(list, event.target);
    };
    showCurrent();
    list.addEventListener("scroll", measure, { passive: true });
    list.addEventListener("focusin", showFocused);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(showCurrent);
    for (const element of [list, ...list.children]) observer?.observe(element);
    return () => {
      list.removeEventListener("scroll", measure);
      list.removeEventListener("focusin", showFocused);
      observer?.disconnect();
    };
  }, [ref, current, itemCount]);
  return edges;
}

/** Scrolls the row (never the page) just enough to show `link` clear of the faded edges. */
function reveal(list: HTMLElement, link: HTMLElement | null): void {
  if (link === null) return;
  const row = list.getBoundingClientRect();
  const box = link.getBoundingClientRect();
  const padding = Number.parseFloat(getComputedStyle(list).scrollPaddingInlineStart) || 0;
  if (box.left < row.left + padding) list.scrollLeft -= row.left + padding - box.left;
  else if (box.right > row.right - padding) list.scrollLeft += box.right - (row.right - padding);
}
