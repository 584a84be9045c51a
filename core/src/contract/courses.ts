import { z } from 'zod/mini';
import {
  actionResponse,
  cacheBuster,
  html,
  idParam,
  idParams,
  queryFlag,
  renderedPrice,
  text,
} from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { commaSeparatedIds, entityId, page, PAGINATION_HEADERS, perPage, wpDateTime } from './fields';
import { subscriptionCodes } from './categories';

const base = NAMESPACES.learnpress;

export const itemType = z.enum(['lp_lesson', 'lp_quiz', 'lp_assignment', 'lp_course_preview']);
export type ItemType = z.infer<typeof itemType>;

/** Learner's graduation in a course or an item; `''` = not started ("start now"). */
export const graduation = z.enum(['', 'in-progress', 'passed', 'failed']);
export type Graduation = z.infer<typeof graduation>;

/** Learner's status of an item; `''` = never opened. */
export const itemStatus = z.enum(['', 'started', 'completed', 'failed']);

/** Learner's status in a course; `''` = no relation. SPEC §4: purchased → enrolled → finished. */
export const courseUserStatus = z.enum(['', 'pending', 'purchased', 'enrolled', 'finished', 'cancelled']);
export type CourseUserStatus = z.infer<typeof courseUserStatus>;

export const sectionItemSchema = z.looseObject({
  id: entityId,
  type: itemType,
  title: z.string(),
  /** Open to everyone, also guests (SPEC §4). */
  preview: z.boolean(),
  /** Rendered, e.g. "30 min"; `''` when none. */
  duration: z.string(),
  graduation,
  status: itemStatus,
  /** The caller may not open the item. */
  locked: z.boolean(),
});
export type SectionItem = z.infer<typeof sectionItemSchema>;

export const sectionSchema = z.looseObject({
  id: entityId,
  title: z.string(),
  description: z.string(),
  /** Completed items in percent; only for enrolled or finished learners. */
  percent: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  items: z.array(sectionItemSchema),
});
export type Section = z.infer<typeof sectionSchema>;

const itemCounts = z.object({
  completed: z.number().check(z.int(), z.nonnegative()),
  passed: z.number().check(z.int(), z.nonnegative()),
  total: z.number().check(z.int(), z.nonnegative()),
});

/** The learner's progress (LearnPress `calculate_course_results`). */
export const courseResultSchema = z.looseObject({
  /** Percent 0–100. */
  result: z.number(),
  /** 1 when the passing condition is met. */
  pass: z.number().check(z.int(), z.minimum(0), z.maximum(1)),
  count_items: z.number().check(z.int(), z.nonnegative()),
  completed_items: z.number().check(z.int(), z.nonnegative()),
  items: z.looseObject({ lesson: itemCounts, quiz: itemCounts }),
});

/** The caller's relation to the course; `null` for guests and for users who never enrolled. */
export const courseDataSchema = z.looseObject({
  status: courseUserStatus,
  graduation,
  start_time: z.nullable(wpDateTime),
  end_time: z.nullable(wpDateTime),
  expiration_time: z.nullable(wpDateTime),
  result: courseResultSchema,
});
export type CourseData = z.infer<typeof courseDataSchema>;

export const courseMetaDataSchema = z.looseObject({
  /** Passing threshold in percent; outside 0–100 it counts as 0 (SPEC §5). LearnPress sends a string. */
  _lp_passing_condition: z.coerce.number(),
  /** Retakes allowed; negative = unlimited. */
  _lp_retake_count: z.coerce.number().check(z.int()),
});

export const courseCategoryRefSchema = z.looseObject({
  id: entityId,
  name: z.string(),
  slug: z.string(),
  meta: z.looseObject({ subscription: subscriptionCodes }),
});

export const courseInstructorSchema = z.looseObject({
  id: entityId,
  name: z.string(),
  /** Absolute URL, `''` for the placeholder avatar. */
  avatar: z.string(),
  description: z.string(),
});

/** A course with every field (GET /courses/{id} without `optimize`). */
export const courseSchema = z
  .looseObject({
    id: entityId,
    name: z.string(),
    slug: z.string(),
    permalink: z.string(),
    /** Absolute image URL, `''` when none. */
    image: z.string(),
    origin_price: z.number().check(z.nonnegative()),
    price: z.number().check(z.nonnegative()),
    sale_price: z.number().check(z.nonnegative()),
    origin_price_rendered: renderedPrice,
    price_rendered: renderedPrice,
    sale_price_rendered: renderedPrice,
    on_sale: z.boolean(),
    /** Post status, `publish` for everything a learner sees. */
    status: z.string(),
    content: html,
    excerpt: z.string(),
    /** Rendered, e.g. "10 týdnů" or the lifetime label. */
    duration: z.string(),
    count_students: z.number().check(z.int(), z.nonnegative()),
    can_finish: z.boolean(),
    can_retake: z.boolean(),
    /** Retakes allowed (LearnPress's spelling). */
    ratake_count: z.number().check(z.int()),
    /** Retakes the caller used (LearnPress's spelling). */
    rataken: z.number().check(z.int(), z.nonnegative()),
    /** Average review rating 0–5. */
    rating: z.number().check(z.minimum(0), z.maximum(5)),
    categories: z.array(courseCategoryRefSchema),
    instructor: courseInstructorSchema,
    sections: z.array(sectionSchema),
    meta_data: courseMetaDataSchema,
    course_data: z.nullable(courseDataSchema),
  })
  .register(z.globalRegistry, { id: 'Course' });
export type Course = z.infer<typeof courseSchema>;

/** Fields `optimize=1` (or `true`) leaves out, as in LearnPress. */
export const DEFAULT_OPTIMIZED_FIELDS = [
  'sections',
  'course_data',
  'instructor',
  'meta_data',
  'tags',
  'can_finish',
  'can_retake',
  'count_students',
  'rataken',
  'ratake_count',
] as const;

/**
 * A course as the list and `optimize`d calls answer it: the heavy fields (and the HTML content,
 * which `optimize=content` may drop) are optional.
 */
export const courseSummarySchema = z
  .partial(courseSchema, {
    sections: true,
    course_data: true,
    instructor: true,
    meta_data: true,
    can_finish: true,
    can_retake: true,
    count_students: true,
    rataken: true,
    ratake_count: true,
    content: true,
    excerpt: true,
  })
  .register(z.globalRegistry, { id: 'CourseSummary' });
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/**
 * `optimize`: `1`/`true` → {@link DEFAULT_OPTIMIZED_FIELDS}; otherwise a comma-separated list of fields
 * to leave out; `0`/`false`/absent → nothing is left out. Parsed to the list of omitted fields.
 */
export const optimizeParam = z.optional(
  z.pipe(
    text,
    z.transform((value): string[] => {
      const v = value.trim().toLowerCase();
      if (v === '' || v === '0' || v === 'false') return [];
      if (v === '1' || v === 'true') return [...DEFAULT_OPTIMIZED_FIELDS];
      return v
        .split(',')
        .map((field) => field.trim())
        .filter(Boolean);
    }),
  ),
);

export const courseOrderBy = z.enum(['date', 'title', 'price', 'popular', 'id', 'menu_order']);

export const listCourses = defineEndpoint({
  name: 'courses.list',
  method: 'GET',
  path: `${base}/courses`,
  auth: 'optional',
  summary:
    'Published courses, paged (the app asks 10 a page). A token adds the caller’s course_data. SPEC §9 sort filters map to orderby/order, on_sale=1 and popular=1. learned=1 with course_filter gives "My courses".',
  query: z.object({
    per_page: perPage(),
    page,
    search: z.optional(text.check(z.maxLength(200))),
    on_sale: z.optional(queryFlag),
    popular: z.optional(queryFlag),
    order: z.optional(z.enum(['asc', 'desc'])),
    orderby: z.optional(courseOrderBy),
    /** Category ids, comma-separated. */
    category: z.optional(commaSeparatedIds),
    /** Only courses the caller is enrolled in or finished (LearnPress). */
    learned: z.optional(queryFlag),
    course_filter: z.optional(z.enum(['in-progress', 'passed', 'failed'])),
    optimize: optimizeParam,
    v: cacheBuster,
  }),
  response: z.array(courseSummarySchema),
  headers: PAGINATION_HEADERS,
});

export const getCourse = defineEndpoint({
  name: 'courses.get',
  method: 'GET',
  path: `${base}/courses/:id`,
  auth: 'optional',
  summary:
    'One course with curriculum; a token adds course_data and per-item graduation/locked. `optimize` names fields to leave out (see optimizeParam); without it every field of courseSchema is present.',
  params: idParams,
  query: z.object({ optimize: optimizeParam, v: cacheBuster }),
  response: courseSummarySchema,
});

/** `data` of course actions: the caller's new relation to the course (`null` on error). */
export const courseActionData = z.nullable(z.object({ course_data: z.nullable(courseDataSchema) }));

export const enrollCourse = defineEndpoint({
  name: 'courses.enroll',
  method: 'POST',
  path: `${base}/courses/enroll`,
  auth: 'required',
  summary:
    'Enroll in a free or purchased course, or a course the caller’s study plan covers. Failure answers status "error" with a message.',
  body: z.object({ id: idParam }),
  response: actionResponse(courseActionData),
});

export const finishCourse = defineEndpoint({
  name: 'courses.finish',
  method: 'POST',
  path: `${base}/courses/finish`,
  auth: 'required',
  summary: 'Finish an enrolled course (when can_finish); graduation is decided by the passing condition.',
  body: z.object({ id: idParam }),
  response: actionResponse(courseActionData),
});

export const retakeCourse = defineEndpoint({
  name: 'courses.retake',
  method: 'POST',
  path: `${base}/courses/retake`,
  auth: 'required',
  summary: 'Reset a finished course to enrolled when can_retake (retakes left); item progress is cleared.',
  body: z.object({ id: idParam }),
  response: actionResponse(courseActionData),
});

export const verifyReceipt = defineEndpoint({
  name: 'courses.verifyReceipt',
  method: 'POST',
  path: `${base}/courses/verify-receipt`,
  auth: 'required',
  summary:
    'Validate an app-store purchase receipt (LearnPress field names). iOS: receipt-data is the base64 receipt; Android: a JSON string with packageName, productId, purchaseToken. A valid receipt records the order for the caller.',
  body: z.object({
    'receipt-data': text.check(z.minLength(1)),
    'is-ios': z.optional(z.boolean()),
    /** The course bought, when the product is a single course. */
    'course-id': z.optional(idParam),
    /** The store product id, e.g. `cz.studovna.osp` or `….premium`, when the product is a study plan. */
    'product-id': z.optional(text.check(z.minLength(1))),
  }),
  response: actionResponse(z.null()),
});
