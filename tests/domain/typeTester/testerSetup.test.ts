import { describe, expect, it } from 'vitest';
import {
  defaultSetup,
  readSetup,
  setupQuery,
  type TesterSetup,
} from '../../../src/domain/typeTester/testerSetup';

const LIMITS = { minSize: 12, maxSize: 160, defaultSize: 48 };
const read = (query: string) => readSetup(new URLSearchParams(query), LIMITS);
const write = (setup: TesterSetup) => new URLSearchParams(setupQuery(setup, 48)).toString();

describe('tester setup in the address', () => {
  it('leaves a plain visit with a plain address', () => {
    expect(read('')).toEqual(defaultSetup(48));
    expect(write(defaultSetup(48))).toBe('');
  });

  it('writes and reads back every setting', () => {
    const setup: TesterSetup = {
      script: 'Greek',
      language: 'el',
      texts: ['Hamburg 2024', 'Ωω & Жж'],
      sampleOffset: 3,
      styles: ['', 'bold-italic'],
      size: 96,
      leading: 1.5,
      tracking: -20,
      align: 'center',
      inverted: true,
      view: 'waterfall',
      letterStyle: 4,
      figures: 'onum',
      features: ['tnum', 'ss01'],
      axes: { wght: 650, opsz: 14.5 },
      lineAxes: [{}, { wght: 900 }],
    };
    const query = write(setup);
    expect(query).toContain('features=ss01%2Ctnum');
    // Each line's own axes, one entry per line up to the last that has some.
    expect(query).toContain('line-axes=&line-axes=wght%3A900');
    expect(query).toContain('axes=opsz%3A14.5%2Cwght%3A650');
    expect(read(query)).toEqual({ ...setup, features: ['ss01', 'tnum'] });
  });

  it('falls back to the default for what is unknown or out of range', () => {
    const setup = read(
      'size=9999&leading=9&tracking=-500&align=justify&view=grid&case=7&figures=pnum' +
        '&features=ss01,bad-tag&axes=wght:x,bad:1,wdth:90&samples=-2&invert=yes',
    );
    expect(setup).toMatchObject({
      size: 160,
      leading: 2.4,
      tracking: -100,
      align: 'start',
      view: 'lines',
      letterStyle: null,
      figures: null,
      features: ['ss01'],
      axes: { wdth: 90 },
      sampleOffset: 0,
      inverted: false,
    });
    expect(read('size=&leading=abc').size).toBe(48);
  });

  it('keeps typed lines within bounds', () => {
    const long = 'x'.repeat(600);
    const many = Array.from({ length: 20 }, (_, i) => `text=${i}`).join('&');
    expect(read(`text=${long}`).texts?.[0]).toHaveLength(500);
    expect(read(many).texts).toHaveLength(12);
  });
});
