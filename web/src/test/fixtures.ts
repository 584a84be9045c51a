import type { Category, User } from '@studovna/core/contract';

export const SITE = { site: 'http://localhost:3000', domain: 'localhost' } as const;
export const LP = '/wp-json/learnpress/v1';

export const jana: User = {
  id: 7,
  name: 'Jana Nováková',
  username: 'jana',
  email: 'jana@example.cz',
  first_name: 'Jana',
  last_name: 'Nováková',
  nickname: 'jana',
  description: '',
  avatar_url: '',
  roles: ['subscriber', 'premium_osp'],
  flags: { theme: 'system' },
};

export const category = (
  id: number,
  slug: string,
  name: string,
  count: number,
  subscription: string[] = [],
): Category => ({
  id,
  slug,
  name,
  description: `Příprava na ${name}`,
  count,
  meta: { image: '', subscription },
});
