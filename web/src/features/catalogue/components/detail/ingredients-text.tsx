import { emphasiseAllergens } from '@spesa/contracts';

/** The ingredients list with the Annex II allergens in bold (Reg. 1169/2011 art. 21). */
export function IngredientsText({ text }: { text: string }) {
  return (
    <p>
      {emphasiseAllergens(text).map((run, i) =>
        run.strong ? <strong key={i}>{run.text}</strong> : <span key={i}>{run.text}</span>,
      )}
    </p>
  );
}
