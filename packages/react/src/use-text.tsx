import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { currentProductTexts, subscribeProductTexts, type ProductTexts } from './product-texts.ts';

const TextsContext = createContext<ProductTexts | null>(null);

/**
 * The product's own texts for a component: `const t = useText(); t.text('inactivity.title')`. The
 * app's current language (English by default; `setProductLanguage` changes it and re-renders),
 * or the language of the nearest `<TextsProvider>`.
 */
export function useText(): ProductTexts {
  const provided = useContext(TextsContext);
  const current = useSyncExternalStore(
    subscribeProductTexts,
    currentProductTexts,
    currentProductTexts,
  );
  return provided ?? current;
}

/**
 * Shows a part of the page in another language than the app's (a story, the studio's preview of a
 * language, a test): every `useText()` below it reads `texts`.
 */
export function TextsProvider({ texts, children }: { texts: ProductTexts; children?: ReactNode }) {
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}
