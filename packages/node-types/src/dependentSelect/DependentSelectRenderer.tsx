import { SelectRenderer } from '../select/SelectRenderer.tsx';

/**
 * A dependent select is drawn as a drop-down of the options its controller's answer has (it shows
 * nothing while that answer has no list): the select's renderer itself.
 */
export const DependentSelectRenderer = SelectRenderer;
