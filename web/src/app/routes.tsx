import { Navigate, type RouteObject } from 'react-router';
import { prefetchCategories } from '../features/home/api/prefetch-categories';
import { SubjectsScreen } from '../features/home/subjects-screen';
import { prefetchCourseList } from '../features/courses/api/prefetch-course-list';
import { AppShell } from './app-shell';
import { HomeTabsLayout } from './home-tabs-layout';
import { lazyScreen } from './lazy-screen';
import { prefetchCourseDetail } from '../features/course-detail/api/prefetch-course-detail';
import { prefetchQuizRoute } from '../features/quiz/api/prefetch-quiz-route';

/**
 * Every deep-link path of SPEC §2 (Czech paths) and the feature module that serves it; this is the one
 * place that says which. The four home tabs share the tab bar. Only the home screen comes with the first
 * load: every other screen is its own chunk, loaded when first visited.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <HomeTabsLayout />,
        children: [
          { index: true, element: <SubjectsScreen />, handle: { prefetch: prefetchCategories } },
          {
            path: 'nastenka/:category?',
            ...lazyScreen(
              () => import('../features/board/board-screen'),
              (m) => m.BoardScreen,
            ),
          },
          {
            path: 'start',
            ...lazyScreen(
              () => import('../features/start/start-screen'),
              (m) => m.StartScreen,
            ),
          },
          {
            path: 'uzivatel/ucet',
            ...lazyScreen(
              () => import('../features/profile/profile-screen'),
              (m) => m.ProfileScreen,
            ),
          },
        ],
      },
      {
        path: 'procvicovani/:category?',
        ...lazyScreen(
          () => import('../features/practice/due/board-practice-screen'),
          (m) => m.BoardPracticeScreen,
        ),
      },
      {
        path: 'kurzy',
        ...lazyScreen(
          () => import('../features/courses/course-list-screen'),
          (m) => m.CourseListScreen,
          { prefetch: prefetchCourseList, messages: 'first' },
        ),
      },
      {
        path: 'kurzy/:courseId',
        ...lazyScreen(
          () => import('../features/course-detail/course-detail-screen'),
          (m) => m.CourseDetailScreen,
          {
            prefetch: prefetchCourseDetail,
            // a first screen (decision 0017): only its own messages, not those of every lazy screen
            messages: () => import('../features/course-detail/course-detail-screen.tsx?messages=cs'),
          },
        ),
      },
      // learning items (SPEC §2): a route and a chunk per item type, so each loads only its own screen; the
      // quiz's route also serves the practice of its mistakes (?procvicovani=1, features/quiz/mistakes)
      {
        path: 'kurzy/:courseId/lp_quiz/:sectionId?/:questionIndex?',
        ...lazyScreen(
          () => import('../features/quiz/quiz-route'),
          (m) => m.QuizRoute,
          {
            prefetch: prefetchQuizRoute,
            messages: () => import('../features/quiz/quiz-route.tsx?messages=cs'),
          },
        ),
      },
      {
        path: 'kurzy/:courseId/lp_lesson/:sectionId?/:questionIndex?',
        ...lazyScreen(
          () => import('../features/lesson/lesson-route'),
          (m) => m.LessonRoute,
        ),
      },
      {
        path: 'kurzy/:courseId/lp_assignment/:sectionId?/:questionIndex?',
        ...lazyScreen(
          () => import('../features/assignment/assignment-route'),
          (m) => m.AssignmentRoute,
        ),
      },
      {
        path: 'kurzy/:courseId/lp_course_preview/:sectionId?/:questionIndex?',
        ...lazyScreen(
          () => import('../features/preview/preview-route'),
          (m) => m.PreviewRoute,
        ),
      },
      {
        path: 'kurzy/:courseId/:sectionType/:sectionId?/:questionIndex?',
        ...lazyScreen(
          () => import('../features/learning/learning-route'),
          (m) => m.LearningRoute,
        ),
      },
      {
        path: 'hledat',
        ...lazyScreen(
          () => import('../features/courses/search-screen'),
          (m) => m.SearchScreen,
        ),
      },
      {
        path: 'pripravujeme',
        ...lazyScreen(
          () => import('../features/catalog/upcoming-screen'),
          (m) => m.UpcomingScreen,
        ),
      },
      {
        path: 'dnes',
        ...lazyScreen(
          () => import('../features/catalog/learn-today-screen'),
          (m) => m.LearnTodayScreen,
        ),
      },
      {
        path: 'lektori',
        ...lazyScreen(
          () => import('../features/catalog/instructors-screen'),
          (m) => m.InstructorsScreen,
        ),
      },
      {
        path: 'lektori/:instructorId',
        ...lazyScreen(
          () => import('../features/catalog/instructor-screen'),
          (m) => m.InstructorScreen,
        ),
      },
      {
        path: 'studijni-plany',
        ...lazyScreen(
          () => import('../features/study-plans/study-plans-screen'),
          (m) => m.StudyPlansScreen,
        ),
      },
      {
        path: 'uzivatel/plany',
        ...lazyScreen(
          () => import('../features/study-plans/active-plans-screen'),
          (m) => m.ActivePlansScreen,
        ),
      },
      {
        path: 'uzivatel/nastaveni',
        ...lazyScreen(
          () => import('../features/settings/settings-screen'),
          (m) => m.SettingsScreen,
        ),
      },
      {
        path: 'uzivatel/kurzy',
        ...lazyScreen(
          () => import('../features/my-courses/my-courses-screen'),
          (m) => m.MyCoursesScreen,
        ),
      },
      {
        path: 'uzivatel/oblibene',
        ...lazyScreen(
          () => import('../features/my-courses/wishlist-screen'),
          (m) => m.WishlistScreen,
        ),
      },
      {
        path: 'uzivatel/objednavky',
        ...lazyScreen(
          () => import('../features/my-courses/orders-screen'),
          (m) => m.OrdersScreen,
        ),
      },
      {
        path: 'prihlaseni',
        ...lazyScreen(
          () => import('../features/auth/login-screen'),
          (m) => m.LoginScreen,
        ),
      },
      {
        path: 'registrace',
        ...lazyScreen(
          () => import('../features/auth/register-screen'),
          (m) => m.RegisterScreen,
        ),
      },
      {
        path: 'zapomenute-udaje',
        ...lazyScreen(
          () => import('../features/auth/forgot-screen'),
          (m) => m.ForgotScreen,
        ),
      },
      {
        path: 'w/:url',
        ...lazyScreen(
          () => import('../features/web-view/web-view-screen'),
          (m) => m.WebViewScreen,
        ),
      },
      {
        // the studio of authors and the team (decision 0023): its own chunks and its own messages
        path: 'studio/*',
        ...lazyScreen(
          () => import('../studio/studio-app'),
          (m) => m.StudioApp,
          { messages: 'first' },
        ),
      },
      {
        path: '404',
        ...lazyScreen(
          () => import('../features/errors/not-found-screen'),
          (m) => m.NotFoundScreen,
        ),
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
