import assert from 'node:assert/strict';
import test from 'node:test';
import { createIdleQueue } from '../../../../plugins/route-scale/idle-queue';

/** A fake clock and idle scheduler: each piece of work takes `cost` ms; slices run on `idle()`. */
function fakeIdle(budgetMs: number, cost: number) {
  let time = 0;
  let slices: Array<() => void> = [];
  const ran: string[] = [];
  const whenIdle = createIdleQueue({ schedule: (callback) => slices.push(callback), now: () => time, budgetMs });
  const job = (name: string) =>
    whenIdle(() => {
      time += cost;
      ran.push(name);
      return name;
    });
  const idle = () => {
    const due = slices;
    slices = [];
    for (const slice of due) slice();
  };
  return { job, idle, ran, pendingSlices: () => slices.length };
}

test('nothing runs until the page is idle, and one slice is scheduled however many jobs wait', () => {
  const queue = fakeIdle(10, 4);
  void queue.job('a');
  void queue.job('b');
  assert.deepEqual(queue.ran, []);
  assert.equal(queue.pendingSlices(), 1);
});

test('a slice stops once its budget is spent and the rest waits for the next idle time, in order', async () => {
  const queue = fakeIdle(10, 4);
  const results = ['a', 'b', 'c', 'd', 'e'].map(queue.job);
  queue.idle();
  assert.deepEqual(queue.ran, ['a', 'b', 'c'], '4 + 4 + 4 ms: the third starts at 8 ms, inside the 10 ms budget');
  assert.equal(queue.pendingSlices(), 1);
  queue.idle();
  assert.deepEqual(queue.ran, ['a', 'b', 'c', 'd', 'e']);
  assert.equal(queue.pendingSlices(), 0);
  assert.deepEqual(await Promise.all(results), ['a', 'b', 'c', 'd', 'e']);
});

test('a job that throws rejects its own promise and the queue goes on', async () => {
  const whenIdle = createIdleQueue({ schedule: (callback) => callback(), now: () => 0, budgetMs: 10 });
  await assert.rejects(
    whenIdle(() => {
      throw new Error('no route');
    }),
    /no route/,
  );
  assert.equal(await whenIdle(() => 'next'), 'next');
});
