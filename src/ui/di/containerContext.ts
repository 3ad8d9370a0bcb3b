import type { Container } from 'inversify';
import { createContext } from 'react';

/** The inversify container, as React sees it. Provided once, at the root. */
export const ContainerContext = createContext<Container | null>(null);
