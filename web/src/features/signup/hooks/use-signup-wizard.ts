import type { SignupCheckResult, SignupType } from '@spesa/contracts';
import { useState } from 'react';
import {
  detailsFromResult,
  type DetailsFormOutput,
  type DetailsFormValues,
} from '../utils/details-schema';
import { knownResult } from '../utils/known-result';
import type {
  AccountFormOutput,
  AccountFormValues,
  CheckFormOutput,
  CheckFormValues,
  ConsentsFormOutput,
  ConsentsFormValues,
} from '../utils/signup-schemas';

/** The five steps of spec 2, in order; the index is the step number. */
export const signupSteps = ['type', 'check', 'details', 'account', 'consents'] as const;
export type SignupStepName = (typeof signupSteps)[number];
const lastStep = signupSteps.length - 1;

/** Each form step's values as typed (to show again) and as validated (to send). */
interface StepForms {
  check: { input: CheckFormValues; output: CheckFormOutput };
  details: { input: DetailsFormValues; output: DetailsFormOutput };
  account: { input: AccountFormValues; output: AccountFormOutput };
  consents: { input: ConsentsFormValues; output: ConsentsFormOutput };
}
export type FormStep = keyof StepForms;

export interface SignupDraft {
  step: number;
  type: SignupType | null;
  /** What signupcheck answered for the latest step 1. */
  result?: SignupCheckResult;
  inputs: { [S in FormStep]?: StepForms[S]['input'] };
  /** Only reaching a step through a valid submit fills these, so step 4 always has them. */
  outputs: { [S in FormStep]?: StepForms[S]['output'] };
}

/** Step moves of spec 4: 0 to 1 on a type, 1 to 2 after the check, then valid submits; back. */
export function useSignupWizard() {
  const [draft, setDraft] = useState<SignupDraft>({ step: 0, type: null, inputs: {}, outputs: {} });

  function chooseType(type: SignupType) {
    setDraft((d) => ({ ...d, type, step: 1 }));
  }

  /** Step 2 starts from what the check found. */
  function checked(input: CheckFormValues, output: CheckFormOutput, answer: SignupCheckResult) {
    const result = knownResult(answer, output);
    setDraft((d) => ({
      ...d,
      result,
      inputs: { ...d.inputs, check: input, details: detailsFromResult(result, d.inputs.details) },
      outputs: { ...d.outputs, check: output },
      step: 2,
    }));
  }

  /** Keeps a valid step and moves on; the last step stays where it is. */
  function save<S extends FormStep>(
    step: S,
    input: StepForms[S]['input'],
    output: StepForms[S]['output'],
  ) {
    setDraft((d) => ({
      ...d,
      inputs: { ...d.inputs, [step]: input },
      outputs: { ...d.outputs, [step]: output },
      step: Math.min(d.step + 1, lastStep),
    }));
  }

  /** Back decrements, keeping what the step held even when not valid yet. */
  function back<S extends FormStep>(step: S, input: StepForms[S]['input']) {
    setDraft((d) => ({
      ...d,
      inputs: { ...d.inputs, [step]: input },
      step: Math.max(d.step - 1, 0),
    }));
  }

  function goTo(step: number) {
    setDraft((d) => ({ ...d, step: Math.min(Math.max(step, 0), lastStep) }));
  }

  return { draft, chooseType, checked, save, back, goTo };
}
