// Type test, checked by `tsc --noEmit`: translation keys come from da.json.
import type { MessageKey } from './translate';

declare const t: (key: MessageKey) => string;

t('nav.home');
// @ts-expect-error a misspelt key does not compile
t('nav.hoem');
// @ts-expect-error nor does a key that exists in no locale
t('blog.doesNotExist');
