import type { TesterSample } from '../../../domain/typeTester/cartTester';

/** A line's tester set-up as a quote prints it (drawTesterSample), with its style's file. */
export interface PrintedSample {
  sample: TesterSample;
  link: string;
  fontFile: string | null;
}
