// Every back-office screen, each loaded with its route (lazy-page.tsx): the first load carries the start-up code
// and the frame, and each screen's own code (and the libraries only it uses: visx, the QR scanner, date fields)
// comes when its route opens. Nothing here may import a page module statically.
import { lazyPage } from "./lazy-page.tsx";

export const SignInPage = lazyPage(() => import("../pages/sign-in/SignInPage.tsx").then((module) => module.SignInPage), "sign-in");
export const ForgotPasswordPage = lazyPage(() => import("../pages/password/ForgotPasswordPage.tsx").then((module) => module.ForgotPasswordPage), "the page");
export const ResetPasswordPage = lazyPage(() => import("../pages/password/ResetPasswordPage.tsx").then((module) => module.ResetPasswordPage), "the page");
export const ChiefEvaluationPage = lazyPage(() => import("../pages/chief-evaluation/ChiefEvaluationPage.tsx").then((module) => module.ChiefEvaluationPage), "the evaluation");
export const InternalChiefEvaluationPage = lazyPage(
  () => import("../pages/chief-evaluation/InternalChiefEvaluationPage.tsx").then((module) => module.InternalChiefEvaluationPage),
  "the evaluation",
);
export const ViewfinderPage = lazyPage(() => import("../pages/e-signatures/ViewfinderPage.tsx").then((module) => module.ViewfinderPage), "the scanner");
export const ResultsPage = lazyPage(() => import("../pages/e-signatures/ResultsPage.tsx").then((module) => module.ResultsPage), "the result");
export const ManagementPage = lazyPage(() => import("../pages/e-signatures/ManagementPage.tsx").then((module) => module.ManagementPage), "the signing keys");
export const SignatoriesPage = lazyPage(() => import("../pages/e-signatures/SignatoriesPage.tsx").then((module) => module.SignatoriesPage), "the signatories");
export const HomePage = lazyPage(() => import("../pages/home/HomePage.tsx").then((module) => module.HomePage), "the workflows");
export const StaffPage = lazyPage(() => import("../pages/staff/StaffPage.tsx").then((module) => module.StaffPage), "the staff");
export const BoardPage = lazyPage(() => import("../pages/board/BoardPage.tsx").then((module) => module.BoardPage), "the board");
export const ApprovedListingPage = lazyPage(() => import("../pages/listings/ListingPage.tsx").then((module) => module.ApprovedListingPage), "the listing");
export const ArchivedListingPage = lazyPage(() => import("../pages/listings/ListingPage.tsx").then((module) => module.ArchivedListingPage), "the listing");
export const StatisticsPage = lazyPage(() => import("../pages/statistics/StatisticsPage.tsx").then((module) => module.StatisticsPage), "the statistics");
export const PublicHolidaysPage = lazyPage(() => import("../pages/statistics/PublicHolidaysPage.tsx").then((module) => module.PublicHolidaysPage), "the public holidays");
