import { MESSAGE_ID } from './values.ts';

/** What a review posts. */
export const reviewFields = ['name', 'rating', 'comment', MESSAGE_ID] as const;

/** A review (src/content/forms.ts says what a form's record holds). */
export const reviewForm = {
  name: 'review',
  thanks: 'reviewThanks',
  sent: { title: 'reviews.successTitle', text: 'reviews.successText' },
  mail: {
    subject: 'reviewForm.mailSubject',
    body: [
      ['reviews.formName', 'name'],
      ['reviews.formRating', 'rating'],
    ],
    text: 'comment',
  },
} as const;
