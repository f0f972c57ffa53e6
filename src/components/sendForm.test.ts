import { describe, expect, it } from 'vitest';
import { MESSAGE_ID } from '@/content/forms/values';
import { MESSAGE_ID_FIELD } from './sendForm';

describe('the message id', () => {
  it('goes in the field the build lists for the form hosts', () => {
    expect(MESSAGE_ID_FIELD).toBe(MESSAGE_ID);
  });
});
