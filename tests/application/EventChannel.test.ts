import { describe, expect, it } from 'vitest';
import { EventChannel } from '../../src/application/events/EventChannel';

describe('EventChannel', () => {
  it('delivers each value to every subscriber until it unsubscribes', () => {
    const channel = new EventChannel<string>();
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = channel.subscribe((v) => first.push(v));
    channel.subscribe((v) => second.push(v));
    channel.emit('$10');
    stopFirst();
    channel.emit('$20');
    expect(first).toEqual(['$10']);
    expect(second).toEqual(['$10', '$20']);
  });
});
