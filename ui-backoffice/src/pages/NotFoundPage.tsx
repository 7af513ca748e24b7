// Any back-office address that does not exist.
import { Container, Link, PageHeader } from "@ictm/ui-kit";
import { paths } from "../app/paths.ts";
import { usePageTitle } from "../app/router.tsx";

export function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <Container width="prose">
      <PageHeader eyebrow="Error 404" title="Page not found" lead="The address may be mistyped, or the page may have moved.">
        <div>
          <Link appearance="button-primary" href={paths.home}>
            Go to the workflows
          </Link>
        </div>
      </PageHeader>
    </Container>
  );
}
