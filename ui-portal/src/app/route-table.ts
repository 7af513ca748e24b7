// The portal's routes as data: each address and the module (under ui-portal/src) whose export draws it. Every page
// loads with its route (routes.tsx makes each a lazy part), so the table is also what the bundle budgets read
// (tests/bundle/budgets.ts maps a route to its module in the build's manifest). No React here; order matters (the
// first match wins, as in a wouter Switch).
import { paths } from "./paths.ts";

export interface PortalRoute {
  readonly path: string;
  /** The module under ui-portal/src, as Vite's manifest names it less its "src/" ("pages/home/HomePage.tsx"). */
  readonly module: string;
  /** The module's export that draws the page. */
  readonly component: string;
}

const route = (path: string, module: string, component: string): PortalRoute => ({ path, module, component });

export const portalRoutes: readonly PortalRoute[] = [
  route(paths.home, "pages/home/HomePage.tsx", "HomePage"),
  route(paths.signUp, "pages/auth/SignUpPage.tsx", "SignUpPage"),
  route(paths.signIn, "pages/auth/SignInPage.tsx", "TalentSignInPage"),
  route(paths.businessSignIn, "pages/auth/SignInPage.tsx", "BusinessSignInPage"),
  route(paths.businessRegister, "pages/business/BusinessRegisterPage.tsx", "BusinessRegisterPage"),
  route(paths.forgotPassword, "pages/password/ForgotPasswordPage.tsx", "ForgotPasswordPage"),
  route(paths.resetPassword, "pages/password/ResetPasswordPage.tsx", "ResetPasswordPage"),
  route(paths.activate, "pages/auth/ActivatePage.tsx", "ActivatePage"),
  route(paths.linkedInCallback, "social/LinkedInCallbackPage.tsx", "LinkedInCallbackPage"),
  route(paths.account, "pages/account/AccountPage.tsx", "AccountPage"),
  route(paths.resume, "pages/account/resume/ResumePage.tsx", "ResumePage"),
  route(paths.contactDetails, "pages/account/ContactDetailsPage.tsx", "ContactDetailsPage"),
  route(paths.savedJobs, "pages/account/SavedJobsPage.tsx", "SavedJobsPage"),
  route(paths.myCourses, "pages/account/courses/MyCoursesPage.tsx", "MyCoursesPage"),
  route(paths.myApplications, "pages/account/applications/MyApplicationsPage.tsx", "MyApplicationsPage"),
  route(paths.changePassword, "pages/password/ChangePasswordPage.tsx", "ChangePasswordPage"),
  route(paths.business, "pages/business/BusinessProfilePage.tsx", "BusinessProfilePage"),
  route(paths.businessContactDetails, "pages/business/BusinessContactPage.tsx", "BusinessContactPage"),
  route(paths.verification, "pages/business/VerificationPage.tsx", "VerificationPage"),
  route(paths.vacancies, "pages/business/vacancies/VacanciesPage.tsx", "VacanciesPage"),
  route(paths.newVacancy, "pages/business/vacancies/VacancyFormPage.tsx", "NewVacancyPage"),
  route(paths.editVacancy, "pages/business/vacancies/VacancyFormPage.tsx", "EditVacancyPage"),
  route(paths.vacancyApplicants, "pages/business/vacancies/ApplicantsPage.tsx", "ApplicantsPage"),
  route(paths.projects, "pages/business/projects/ProjectsPage.tsx", "ProjectsPage"),
  route(paths.newProject, "pages/business/projects/ProjectFormPage.tsx", "NewProjectPage"),
  route(paths.editProject, "pages/business/projects/ProjectFormPage.tsx", "EditProjectPage"),
  route(paths.trainingCourses, "pages/business/courses/CoursesPage.tsx", "CoursesPage"),
  route(paths.newTrainingCourse, "pages/business/courses/CourseFormPage.tsx", "NewCoursePage"),
  route(paths.editTrainingCourse, "pages/business/courses/CourseFormPage.tsx", "EditCoursePage"),
  route(paths.courseRegistrants, "pages/business/courses/RegistrantsPage.tsx", "RegistrantsPage"),
  route(paths.expatPermits, "pages/business/permits/PermitsPage.tsx", "PermitsPage"),
  route(paths.expatPermit, "pages/business/permits/PermitEditorPage.tsx", "PermitEditorPage"),
  route(paths.talentSearch, "pages/search/talents/TalentSearchPage.tsx", "TalentSearchPage"),
  route(paths.businessSearch, "pages/search/businesses/BusinessSearchPage.tsx", "BusinessSearchPage"),
  route(paths.jobSearch, "pages/search/jobs/JobSearchPage.tsx", "JobSearchPage"),
  route(paths.ictProjectSearch, "pages/search/projects/IctProjectSearchPage.tsx", "IctProjectSearchPage"),
  route(paths.courseSearch, "pages/search/courses/CourseSearchPage.tsx", "CourseSearchPage"),
  route(paths.job, "pages/jobs/JobPage.tsx", "JobPage"),
  route(paths.course, "pages/search/courses/CoursePage.tsx", "CoursePage"),
  route(paths.businessVacancies, "pages/jobs/BusinessVacanciesPage.tsx", "BusinessVacanciesPage"),
];

/** What an address matching no route shows. */
export const notFoundRoute: PortalRoute = { path: "*", module: "pages/NotFoundPage.tsx", component: "NotFoundPage" };
