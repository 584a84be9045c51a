import { Navigate, type RouteObject } from 'react-router';
import { ForgotScreen } from '../features/auth/forgot-screen';
import { LoginScreen } from '../features/auth/login-screen';
import { RegisterScreen } from '../features/auth/register-screen';
import { BoardScreen } from '../features/board/board-screen';
import { BoardPracticeScreen } from '../features/board/practice/board-practice-screen';
import { InstructorScreen } from '../features/catalog/instructor-screen';
import { InstructorsScreen } from '../features/catalog/instructors-screen';
import { LearnTodayScreen } from '../features/catalog/learn-today-screen';
import { UpcomingScreen } from '../features/catalog/upcoming-screen';
import { CourseDetailScreen } from '../features/course-detail/course-detail-screen';
import { CourseListScreen } from '../features/courses/course-list-screen';
import { SearchScreen } from '../features/courses/search-screen';
import { NotFoundScreen } from '../features/errors/not-found-screen';
import { RouteErrorScreen } from '../features/errors/route-error-screen';
import { SubjectsScreen } from '../features/home/subjects-screen';
import { MyCoursesScreen } from '../features/my-courses/my-courses-screen';
import { OrdersScreen } from '../features/my-courses/orders-screen';
import { WishlistScreen } from '../features/my-courses/wishlist-screen';
import { ProfileScreen } from '../features/profile/profile-screen';
import { SettingsScreen } from '../features/settings/settings-screen';
import { StartScreen } from '../features/start/start-screen';
import { ActivePlansScreen } from '../features/study-plans/active-plans-screen';
import { StudyPlansScreen } from '../features/study-plans/study-plans-screen';
import { WebViewScreen } from '../features/web-view/web-view-screen';
import { AppShell } from './app-shell';
import { HomeTabsLayout } from './home-tabs-layout';

/** Every deep-link path of SPEC §2 (Czech paths); the four home tabs share the tab bar. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <HomeTabsLayout />,
        children: [
          { index: true, element: <SubjectsScreen /> },
          { path: 'nastenka/:category?', element: <BoardScreen /> },
          { path: 'start', element: <StartScreen /> },
          { path: 'uzivatel/ucet', element: <ProfileScreen /> },
        ],
      },
      { path: 'procvicovani/:category?', element: <BoardPracticeScreen /> },
      { path: 'kurzy', element: <CourseListScreen /> },
      { path: 'kurzy/:courseId', element: <CourseDetailScreen /> },
      {
        // the learning screen (quiz engine, question views) loads on first use, not with the first screen
        path: 'kurzy/:courseId/:sectionType/:sectionId?/:questionIndex?',
        lazy: async () => ({
          Component: (await import('../features/learning/learning-route')).LearningRoute,
        }),
      },
      { path: 'hledat', element: <SearchScreen /> },
      { path: 'pripravujeme', element: <UpcomingScreen /> },
      { path: 'dnes', element: <LearnTodayScreen /> },
      { path: 'lektori', element: <InstructorsScreen /> },
      { path: 'lektori/:instructorId', element: <InstructorScreen /> },
      { path: 'studijni-plany', element: <StudyPlansScreen /> },
      { path: 'uzivatel/plany', element: <ActivePlansScreen /> },
      { path: 'uzivatel/nastaveni', element: <SettingsScreen /> },
      { path: 'uzivatel/kurzy', element: <MyCoursesScreen /> },
      { path: 'uzivatel/oblibene', element: <WishlistScreen /> },
      { path: 'uzivatel/objednavky', element: <OrdersScreen /> },
      { path: 'prihlaseni', element: <LoginScreen /> },
      { path: 'registrace', element: <RegisterScreen /> },
      { path: 'zapomenute-udaje', element: <ForgotScreen /> },
      { path: 'w/:url', element: <WebViewScreen /> },
      { path: '404', element: <NotFoundScreen /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
