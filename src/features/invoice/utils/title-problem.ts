import type { TitleField, TitleProblem } from '@/contract/invoice/title-rules';
import type { TextOf } from '@/lib/i18n/use-text';

/** The message of a title problem, naming the field as the form labels it. */
export function titleProblemText(problem: TitleProblem, text: TextOf, certifiedName = ''): string {
  const label = text(`invoice.field.${problem.field satisfies TitleField}`);
  return text(`invoice.problem.${problem.reason}`, {
    label,
    name: certifiedName,
    max: problem.params?.max ?? 0,
  });
}
