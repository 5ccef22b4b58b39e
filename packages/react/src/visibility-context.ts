import type { EvaluationContext } from '@admit/engine';
import type { FormMode } from './contract.ts';
import { evaluationContext, type FormStoreData } from './create-form-store.ts';

const DEFAULT_TABS = {};

/** The engine's evaluation context as a mode sees it: logged-out visitors see only default tabs. */
export const visibilityContext = (data: FormStoreData, mode: FormMode): EvaluationContext =>
  mode === 'loggedOut'
    ? { ...evaluationContext(data), tabs: DEFAULT_TABS }
    : evaluationContext(data);
