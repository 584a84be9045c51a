/**
 * Messages shared by the server (localised by the client-locale header) and the web app
 * (merged into i18next as the `shared` namespace). Czech is the source; SPEC wording is verbatim.
 */
export const cs = {
  'login.usernameRequired': 'Chybí přihlašovací jméno.',
  'login.passwordRequired': 'Chybí heslo.',
  'login.invalid': 'Zadány neplatné údaje.',
  'login.tooManyAttempts': 'Příliš mnoho pokusů o přihlášení. Zkus to znovu za několik minut.',
  'login.incorrectPassword': 'Zadané heslo není správné.',
  'login.invalidUsername': 'Uživatel s tímto jménem nebo e-mailem neexistuje.',
  'register.usernameRequired': 'Musíš zadat uživatelské jméno.',
  'register.usernameInvalid':
    'Uživatelské jméno může mít 3 až 60 znaků a obsahovat jen písmena bez diakritiky, číslice a znaky . _ -',
  'register.emailRequired': 'E-mail je vyžadován.',
  'register.emailInvalid': 'E-mail je neplatný.',
  'register.passwordRequired': 'Heslo je vyžadováno.',
  'register.passwordTooShort': 'Heslo musí mít alespoň 8 znaků.',
  'register.confirmRequired': 'Je vyžadováno potvrzení hesla.',
  'register.confirmMismatch': 'Nesprávné potvrzovací heslo!',
  'register.termsRequired': 'Je nutné potvrdit souhlas se zásadami ochrany osobních údajů.',
  'register.usernameTaken': 'Toto uživatelské jméno už někdo používá. Zvol si prosím jiné.',
  'register.success': 'Registrace proběhla úspěšně. Vítej ve Studovně!',
  'register.tooMany': 'Z této adresy bylo vytvořeno příliš mnoho účtů. Zkus to prosím později.',
  'register.emailTaken': 'Účet s tímto e-mailem už existuje. Přihlas se nebo si obnov heslo.',
  'forgot.emailInvalid': 'Prosím, zadej platnou emailovou adresu.',
  'settings.nicknameRequired': 'Přezdívka nesmí být prázdná.',
  'settings.passwordsRequired': 'Prosím zadej své stávající, a také nové heslo.',
  'settings.passwordMismatch': 'Zadané nové heslo se neshoduje.',
  'settings.deletePasswordRequired': 'Pro smazání účtu zadej své heslo.',
  'review.titleRequired': 'Prosím, vyplň název hodnocení',
  'review.contentRequired': 'Prosím, vyplň hodnocení',
  'auth.required': 'Akce vyžaduje přihlášení',
  'auth.accountRequired': 'Akce vyžaduje přihlášený účet',
  'auth.expired': 'Přihlášení vypršelo. Prosím, přihlaš se',
  'auth.forbidden': 'K tomuto obsahu nemáš přístup.',
  'request.invalid': 'Požadavek obsahuje neplatné údaje.',
  'request.notFound': 'Požadovaná adresa neexistuje.',
  'request.tooMany': 'Příliš mnoho požadavků. Zkus to prosím za chvíli.',
  'server.error': 'Na serveru nastala chyba. Zkus to prosím znovu.',
} as const;

export type MessageCode = keyof typeof cs;
