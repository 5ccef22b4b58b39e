import type { FormModel } from '@admit/engine';
import { PrintApplication } from '@admit/mui';
import { renderers } from '@admit/node-types/renderers';
import { fakeServices } from '@admit/node-types/story-kit';
import { FormProvider, createFormStore, createRegistry } from '@admit/react';
import { useMemo } from 'react';
import type { SampleData } from '@admit/studio/preview';

const registry = createRegistry(renderers);

export interface StaffViewStoryProps {
  model: FormModel;
  title: string;
  /** The application's answers, blocks and documents. */
  data: SampleData;
}

/**
 * The whole staff view of an application, as the web app's service view renders it: the
 * application's print projection laid out (the application PDF renders the same projection).
 */
export function StaffViewStory({ model, title, data }: StaffViewStoryProps) {
  const store = useMemo(() => createFormStore(model, data), [model, data]);
  const services = useMemo(() => fakeServices(), []);
  return (
    <FormProvider model={model} store={store} mode="print" services={services} registry={registry}>
      <PrintApplication title={title} />
    </FormProvider>
  );
}
