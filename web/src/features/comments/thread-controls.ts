import type { Comment, User } from '@studovna/core/contract';

/** What every comment of a thread shares: the learner, the open reply input, collapse and focus. */
export interface ThreadControls {
  /** The lesson or quiz commented on. */
  postId: number;
  user: User;
  /** The comment whose reply input is open (one at a time), or null. */
  replyTo: number | null;
  setReplyTo: (commentId: number | null) => void;
  /** Top-level comments whose replies are hidden. */
  collapsed: ReadonlySet<number>;
  toggle: (commentId: number) => void;
  askDelete: (comment: Comment) => void;
  /** Opens the confirmation of reporting another learner's comment. */
  askReport: (comment: Comment) => void;
  /** A reply was posted: the answered thread. */
  replied: (thread: Comment[]) => void;
  /** The comment to move focus to once it is rendered, or null. */
  focusId: number | null;
  focused: () => void;
}
