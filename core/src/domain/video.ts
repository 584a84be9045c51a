/**
 * The intro video of a lesson (SPEC §3 Lesson `video_intro`): an embedded player from a host the app
 * allows in its frames. An author pastes the address they see in the browser; it is stored as the
 * player's address, so the app never frames anything else.
 */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const YOUTUBE_ID = /^[\w-]{11}$/;

/** An http(s) address in parts: host (lower case, without `www.`/`m.`), path segments, query. */
function partsOf(text: string): { host: string; path: string[]; query: string } | null {
  const match = /^https?:\/\/([^/?#@\s]+)(\/[^?#\s]*)?(\?[^#\s]*)?(#\S*)?$/i.exec(text);
  if (!match) return null;
  const host = match[1]!
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^(www\.|m\.)/, '');
  return { host, path: (match[2] ?? '').split('/').filter(Boolean), query: match[3] ?? '' };
}

const queryValue = (query: string, name: string) =>
  new RegExp(`[?&]${name}=([^&]*)`).exec(query)?.[1] ?? null;

function youtubeId({ host, path, query }: NonNullable<ReturnType<typeof partsOf>>): string | null {
  if (host === 'youtu.be') return path[0] ?? null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (path.length === 1 && path[0] === 'watch') return queryValue(query, 'v');
  const [kind, id] = path;
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? (id ?? null) : null;
}

function vimeoId({ host, path }: NonNullable<ReturnType<typeof partsOf>>): string | null {
  if (host === 'vimeo.com') return path.find((p) => /^\d+$/.test(p)) ?? null;
  if (host === 'player.vimeo.com' && path[0] === 'video') return path[1] ?? null;
  return null;
}

/**
 * The player address of a YouTube or Vimeo address (watch, short, share or embed link); `''` for an
 * empty input; null when it is not such a video.
 */
export function videoEmbedUrl(input: string): string | null {
  const text = input.trim();
  if (text === '') return '';
  const parts = partsOf(text);
  if (!parts) return null;
  const youtube = youtubeId(parts);
  if (youtube !== null)
    return YOUTUBE_ID.test(youtube) ? `https://www.youtube-nocookie.com/embed/${youtube}` : null;
  const vimeo = vimeoId(parts);
  if (vimeo !== null) return /^\d{1,12}$/.test(vimeo) ? `https://player.vimeo.com/video/${vimeo}` : null;
  return null;
}

/** Whether an address is a player the app may frame (what `videoEmbedUrl` makes). */
export const isVideoPlayerUrl = (url: string): boolean =>
  videoEmbedUrl(url) === url && VIDEO_PLAYER_ORIGINS.some((origin) => url.startsWith(`${origin}/`));
