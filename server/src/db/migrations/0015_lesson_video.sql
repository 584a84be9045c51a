-- The intro video of a lesson (SPEC §3 Lesson `video_intro`): the address of a YouTube or Vimeo player,
-- '' without one. Written in the studio, where any watch or share address is turned into the player's.
alter table items add column video_url text not null default '';
