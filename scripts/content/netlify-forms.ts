import { formFields, formNames, HONEYPOT } from '../../src/content/forms.ts';

/**
 * Netlify registers a form when it finds it in the deployed HTML at deploy time. The contact
 * and newsletter forms are in the prerendered pages, but the review form only appears once a
 * visitor opens it; this hidden page lists every form with its fields so that none is missed.
 */
export function netlifyFormsPage(): string {
  const form = (name: (typeof formNames)[number]) =>
    `<form name="${name}" data-netlify="true" netlify-honeypot="${HONEYPOT}" method="post" hidden>\n` +
    `  <input type="hidden" name="form-name" value="${name}">\n` +
    [...formFields[name], HONEYPOT].map((field) => `  <label>${field} <input type="text" name="${field}"></label>`).join('\n') +
    '\n  <button type="submit">Send</button>\n</form>';
  return `<!DOCTYPE html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Formularer</title>
</head>
<body>
${formNames.map(form).join('\n')}
</body>
</html>
`;
}
