// The statistics pages as the router mounts them: each loads its module when first opened (React.lazy), so the
// statistics, their charts and visx stay off the first load and off every other page. While the module loads, the
// page frame shows with a skeleton.
import { lazy, Suspense } from "react";
import { AreaSkeleton, Container } from "@ictm/ui-kit";
import { BackofficeFrame } from "../../app/BackofficeFrame.tsx";

const StatisticsPage = lazy(() => import("./StatisticsPage.tsx").then((module) => ({ default: module.StatisticsPage })));
const PublicHolidaysPage = lazy(() => import("./PublicHolidaysPage.tsx").then((module) => ({ default: module.PublicHolidaysPage })));

export function StatisticsBoardRoute() {
  return (
    <Suspense fallback={<PageLoading title="Statistics" />}>
      <StatisticsPage />
    </Suspense>
  );
}

export function PublicHolidaysRoute() {
  return (
    <Suspense fallback={<PageLoading title="Public holidays" />}>
      <PublicHolidaysPage />
    </Suspense>
  );
}

function PageLoading({ title }: { title: string }) {
  return (
    <BackofficeFrame topBar={{ title }}>
      <Container>
        <AreaSkeleton label={`Loading ${title.toLowerCase()}`} />
      </Container>
    </BackofficeFrame>
  );
}
