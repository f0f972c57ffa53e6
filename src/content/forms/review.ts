/** A review (src/content/forms.ts says what a form's record holds). */
export const reviewForm = {
  name: 'review',
  fields: ['name', 'rating', 'comment'],
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
  /**
   * Shown at once, as the spec has it: accepted (and thanked for) before it is sent, then sent
   * in the background, and again on the visitor's next visit until it has arrived
   * (src/components/pendingReviews.ts). A failed send says so with this toast.
   */
  atOnce: { notSent: { title: 'reviewForm.notSentTitle', text: 'reviewForm.notSentText' } },
} as const;
