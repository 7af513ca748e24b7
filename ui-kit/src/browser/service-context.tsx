// One object handed to every component below a provider (an app's core, a client): a typed React context
// that fails loudly when the provider is missing, instead of a silent null deep in a page.
import { createContext, useContext, type ReactNode } from "react";

export interface ServiceContext<T> {
  Provider: (props: { value: T; children: ReactNode }) => ReactNode;
  /** The value of the nearest Provider; throws when there is none. */
  use: () => T;
}

/** `const { Provider: CoreProvider, use: useCore } = createServiceContext<Core>("core")`. */
export function createServiceContext<T>(name: string): ServiceContext<T> {
  // A box, so that a provided value that is itself null or undefined is still "provided".
  const Context = createContext<{ value: T } | null>(null);
  Context.displayName = name;
  return {
    Provider: ({ value, children }) => <Context.Provider value={{ value }}>{children}</Context.Provider>,
    use: () => {
      const box = useContext(Context);
      if (box === null) throw new Error(`The ${name} is missing: render its Provider above this component (see main.tsx).`);
      return box.value;
    },
  };
}
