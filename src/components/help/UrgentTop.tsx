import { QuickExit } from './QuickExit';
import { UrgentBox } from './UrgentBox';

/** The top of a page where a person may be in danger: the quick exit, then the numbers that answer now. */
export function UrgentTop() {
  return (
    <>
      <QuickExit />
      <UrgentBox />
    </>
  );
}
