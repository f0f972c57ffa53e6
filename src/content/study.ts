// The owner's level of study (site.yaml `study`), apart from the owner facts every page carries:
// only About and the disclaimer page say it.
export { study } from '@generated/study';
