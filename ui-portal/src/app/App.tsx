// The portal's routes. Each page reads the core's stores and runs its commands. A Talent's own pages live
// under /account, a Business's under /business; the searches (/talents, /businesses, /jobs, /ict-projects,
// /courses), /jobs/{id}, /courses/{id} and /businesses/{id}/vacancies are public. Every navigation passes the
// leave guard, which asks before a form's unsaved changes are lost.
import type { Core } from "@ictm/core";
import { CoreProvider, LeaveConfirmationProvider, ToastsFromCore, useLeaveGuard } from "@ictm/ui-kit";
import { Route, Router, Switch } from "wouter";
import { AccountPage } from "../pages/account/AccountPage.tsx";
import { ContactDetailsPage } from "../pages/account/ContactDetailsPage.tsx";
import { ResumePage } from "../pages/account/resume/ResumePage.tsx";
import { MyApplicationsPage } from "../pages/account/applications/MyApplicationsPage.tsx";
import { MyCoursesPage } from "../pages/account/courses/MyCoursesPage.tsx";
import { SavedJobsPage } from "../pages/account/SavedJobsPage.tsx";
import { ActivatePage } from "../pages/auth/ActivatePage.tsx";
import { BusinessSignInPage, TalentSignInPage } from "../pages/auth/SignInPage.tsx";
import { SignUpPage } from "../pages/auth/SignUpPage.tsx";
import { BusinessContactPage } from "../pages/business/BusinessContactPage.tsx";
import { BusinessProfilePage } from "../pages/business/BusinessProfilePage.tsx";
import { BusinessRegisterPage } from "../pages/business/BusinessRegisterPage.tsx";
import { EditCoursePage, NewCoursePage } from "../pages/business/courses/CourseFormPage.tsx";
import { CoursesPage } from "../pages/business/courses/CoursesPage.tsx";
import { RegistrantsPage } from "../pages/business/courses/RegistrantsPage.tsx";
import { ApplicantsPage } from "../pages/business/vacancies/ApplicantsPage.tsx";
import { PermitEditorPage } from "../pages/business/permits/PermitEditorPage.tsx";
import { PermitsPage } from "../pages/business/permits/PermitsPage.tsx";
import { EditProjectPage, NewProjectPage } from "../pages/business/projects/ProjectFormPage.tsx";
import { ProjectsPage } from "../pages/business/projects/ProjectsPage.tsx";
import { EditVacancyPage, NewVacancyPage } from "../pages/business/vacancies/VacancyFormPage.tsx";
import { VacanciesPage } from "../pages/business/vacancies/VacanciesPage.tsx";
import { VerificationPage } from "../pages/business/VerificationPage.tsx";
import { HomePage } from "../pages/home/HomePage.tsx";
import { BusinessVacanciesPage } from "../pages/jobs/BusinessVacanciesPage.tsx";
import { JobPage } from "../pages/jobs/JobPage.tsx";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import { CoursePage } from "../pages/search/courses/CoursePage.tsx";
import { CourseSearchPage } from "../pages/search/courses/CourseSearchPage.tsx";
import { BusinessSearchPage } from "../pages/search/businesses/BusinessSearchPage.tsx";
import { JobSearchPage } from "../pages/search/jobs/JobSearchPage.tsx";
import { IctProjectSearchPage } from "../pages/search/projects/IctProjectSearchPage.tsx";
import { TalentSearchPage } from "../pages/search/talents/TalentSearchPage.tsx";
import { ChangePasswordPage } from "../pages/password/ChangePasswordPage.tsx";
import { ForgotPasswordPage } from "../pages/password/ForgotPasswordPage.tsx";
import { ResetPasswordPage } from "../pages/password/ResetPasswordPage.tsx";
import { LinkedInCallbackPage } from "../social/LinkedInCallbackPage.tsx";
import { paths } from "./paths.ts";
import { PortalRouter } from "./router.tsx";
import type { SocialConfig } from "./social-config.ts";
import { SocialConfigProvider } from "./social-context.tsx";

export function App({ core, social }: { core: Core; social: SocialConfig }) {
  const leaveGuard = useLeaveGuard();
  return (
    <CoreProvider value={core}>
      <SocialConfigProvider value={social}>
        <LeaveConfirmationProvider guard={leaveGuard}>
          <Router aroundNav={leaveGuard.aroundNav}>
            <PortalRouter>
              <Switch>
                <Route path={paths.home} component={HomePage} />
                <Route path={paths.signUp} component={SignUpPage} />
                <Route path={paths.signIn} component={TalentSignInPage} />
                <Route path={paths.businessSignIn} component={BusinessSignInPage} />
                <Route path={paths.businessRegister} component={BusinessRegisterPage} />
                <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
                <Route path={paths.resetPassword} component={ResetPasswordPage} />
                <Route path={paths.activate} component={ActivatePage} />
                <Route path={paths.linkedInCallback} component={LinkedInCallbackPage} />
                <Route path={paths.account} component={AccountPage} />
                <Route path={paths.resume} component={ResumePage} />
                <Route path={paths.contactDetails} component={ContactDetailsPage} />
                <Route path={paths.savedJobs} component={SavedJobsPage} />
                <Route path={paths.myCourses} component={MyCoursesPage} />
                <Route path={paths.myApplications} component={MyApplicationsPage} />
                <Route path={paths.changePassword} component={ChangePasswordPage} />
                <Route path={paths.business} component={BusinessProfilePage} />
                <Route path={paths.businessContactDetails} component={BusinessContactPage} />
                <Route path={paths.verification} component={VerificationPage} />
                <Route path={paths.vacancies} component={VacanciesPage} />
                <Route path={paths.newVacancy} component={NewVacancyPage} />
                <Route path={paths.editVacancy} component={EditVacancyPage} />
                <Route path={paths.vacancyApplicants} component={ApplicantsPage} />
                <Route path={paths.projects} component={ProjectsPage} />
                <Route path={paths.newProject} component={NewProjectPage} />
                <Route path={paths.editProject} component={EditProjectPage} />
                <Route path={paths.trainingCourses} component={CoursesPage} />
                <Route path={paths.newTrainingCourse} component={NewCoursePage} />
                <Route path={paths.editTrainingCourse} component={EditCoursePage} />
                <Route path={paths.courseRegistrants} component={RegistrantsPage} />
                <Route path={paths.expatPermits} component={PermitsPage} />
                <Route path={paths.expatPermit} component={PermitEditorPage} />
                <Route path={paths.talentSearch} component={TalentSearchPage} />
                <Route path={paths.businessSearch} component={BusinessSearchPage} />
                <Route path={paths.jobSearch} component={JobSearchPage} />
                <Route path={paths.ictProjectSearch} component={IctProjectSearchPage} />
                <Route path={paths.courseSearch} component={CourseSearchPage} />
                <Route path={paths.job} component={JobPage} />
                <Route path={paths.course} component={CoursePage} />
                <Route path={paths.businessVacancies} component={BusinessVacanciesPage} />
                <Route component={NotFoundPage} />
              </Switch>
              <ToastsFromCore />
            </PortalRouter>
          </Router>
        </LeaveConfirmationProvider>
      </SocialConfigProvider>
    </CoreProvider>
  );
}
