// wave-dap and the IDE's workspace (issue 24): the breakpoints saved in a `.wavesession` (beside
// the program, or named by the launch's `workspace`) are armed at launch and announced as
// `breakpoint` events (`new`, verified, on the line the engine put them); the client's own list
// for that source replaces them (`removed`); and what the engine says of a breakpoint later (a
// hit) reaches the client as `changed` under the id setBreakpoints gave.
import { DebugClient } from '@vscode/debugadapter-testsupport';
import { DebugProtocol } from '@vscode/debugprotocol';
import * as assert from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { example, exampleArgs, lineOf, scratchKernel, startClient, topFrame } from './DapHarness';

type BreakpointEvent = DebugProtocol.BreakpointEvent;

// A session file as WAVE Studio writes it, with these breakpoints (missing fields: defaults).
function sessionJson(breakpoints: Array<Record<string, unknown>>): string {
    return JSON.stringify({ format: 'wave-studio-session', version: 1, launch: {}, breakpoints, watches: [] }, null, 4);
}

// Every `breakpoint` event from now on, and a wait for one that matches.
function breakpointEvents(dc: DebugClient): { all: BreakpointEvent[]; next: (match: (e: BreakpointEvent) => boolean) => Promise<BreakpointEvent> } {
    const all: BreakpointEvent[] = [];
    const waiters: Array<() => void> = [];
    dc.on('breakpoint', (e: BreakpointEvent) => {
        all.push(e);
        waiters.splice(0).forEach((w) => w());
    });
    const next = async (match: (e: BreakpointEvent) => boolean): Promise<BreakpointEvent> => {
        const deadline = Date.now() + 10000;
        for (;;) {
            const found = all.find(match);
            if (found) {
                return found;
            }
            if (Date.now() > deadline) {
                throw new Error(`no matching breakpoint event; got ${JSON.stringify(all)}`);
            }
            await new Promise<void>((resolve) => {
                waiters.push(resolve);
                setTimeout(resolve, 100);
            });
        }
    };
    return { all, next };
}

describe('wave-dap with DebugClient: the workspace of the IDE', function () {
    let dc: DebugClient;
    beforeEach(async () => {
        dc = await startClient();
    });
    afterEach(async () => {
        await dc.stop();
    });

    // tree_reduction in a scratch folder, where its session file can be written.
    const treeCopy = (): string => scratchKernel('tree_reduction', fs.readFileSync(example('tree_reduction'), 'utf8'));
    const treeArgs = () => exampleArgs('tree_reduction');

    it('arms the breakpoints of the .wavesession beside the program and stops there', async () => {
        const program = treeCopy();
        const blank = lineOf(program, /^\s*$/, lineOf(program, /^\s*barrier\b/)); // before `mov_imm r4, 128`
        const code = lineOf(program, /mov_imm\s+r4, 128/);
        assert.strictEqual(code, blank + 1);
        fs.writeFileSync(
            `${program}.wavesession`,
            sessionJson([
                { id: 4, kind: 'line', line: blank, condition: 'r0 == 77' },
                { id: 6, kind: 'line', line: lineOf(program, /local_store_u32 r2, r3/), enabled: false },
                { id: 9, kind: 'watch', space: 'device', address: 0x400, length: 4, access: 'write' },
            ]),
        );
        const events = breakpointEvents(dc);
        const stopped = dc.waitForEvent('stopped') as Promise<DebugProtocol.StoppedEvent>;
        await Promise.all([
            dc.waitForEvent('initialized').then(async () => {
                const saved = await events.next((e) => e.body.breakpoint.id === 4);
                assert.strictEqual(saved.body.reason, 'new');
                assert.strictEqual(saved.body.breakpoint.verified, true);
                assert.strictEqual(saved.body.breakpoint.line, code, 'moved to the line with code, as the engine did');
                assert.strictEqual(saved.body.breakpoint.source?.path, program);
                assert.match(saved.body.breakpoint.message ?? '', /r0 == 77/);
                const watch = await events.next((e) => e.body.breakpoint.id === 9);
                assert.strictEqual(watch.body.reason, 'new');
                assert.strictEqual(watch.body.breakpoint.verified, true);
                return dc.configurationDoneRequest();
            }),
            dc.launch({ program, args: treeArgs() }),
        ]);
        const stop = await stopped;
        assert.strictEqual(stop.body.reason, 'breakpoint');
        assert.deepStrictEqual(stop.body.hitBreakpointIds, [4]);
        assert.strictEqual(stop.body.threadId, 3, 'the condition holds for thread 77, in wave 2');
        assert.strictEqual((await topFrame(dc, 3)).line, code);
        assert.ok(!events.all.some((e) => e.body.breakpoint.id === 6), 'a disabled breakpoint is not armed');

        // The saved data breakpoint: thread 0 writes the sum at 0x400.
        const second = dc.waitForEvent('stopped') as Promise<DebugProtocol.StoppedEvent>;
        await dc.continueRequest({ threadId: 3 });
        const data = await second;
        assert.strictEqual(data.body.reason, 'data breakpoint');
        assert.deepStrictEqual(data.body.hitBreakpointIds, [9]);
        assert.strictEqual(data.body.threadId, 1, 'thread 0 is in wave 0');
    });

    it('reads the workspace the launch names; the client list for the source replaces its breakpoints', async () => {
        const program = treeCopy();
        const firstBarrier = lineOf(program, /^\s*barrier\b/);
        const inLoop = lineOf(program, /^\s*barrier\b/, firstBarrier);
        const named = path.join(path.dirname(program), 'shared.wavesession');
        fs.writeFileSync(named, sessionJson([{ id: 3, kind: 'line', line: firstBarrier }]));

        const missing = path.join(path.dirname(program), 'missing.wavesession');
        await assert.rejects(dc.launch({ program, args: treeArgs(), workspace: missing }), new RegExp(missing.replace(/[.]/g, '\\.')));
        await dc.stop();
        dc = await startClient();

        const events = breakpointEvents(dc);
        const stopped = dc.waitForEvent('stopped') as Promise<DebugProtocol.StoppedEvent>;
        let ownId = 0;
        await Promise.all([
            dc.waitForEvent('initialized').then(async () => {
                const saved = await events.next((e) => e.body.breakpoint.id === 3);
                assert.strictEqual(saved.body.reason, 'new');
                assert.strictEqual(saved.body.breakpoint.line, firstBarrier);
                const r = await dc.setBreakpointsRequest({ source: { path: program }, breakpoints: [{ line: inLoop }] });
                ownId = r.body.breakpoints[0].id!;
                assert.ok(ownId > 3, `the client's ids come after the workspace's (${ownId})`);
                const removed = await events.next((e) => e.body.reason === 'removed');
                assert.strictEqual(removed.body.breakpoint.id, 3);
                return dc.configurationDoneRequest();
            }),
            dc.launch({ program, args: treeArgs(), workspace: named }),
        ]);
        const stop = await stopped;
        assert.deepStrictEqual(stop.body.hitBreakpointIds, [ownId], 'the saved breakpoint on the first barrier is gone');
        assert.strictEqual((await topFrame(dc, stop.body.threadId!)).line, inLoop);
    });

    it("reports the engine's record of a breakpoint (its hits) as a changed event", async () => {
        const program = example('tree_reduction');
        const inLoop = lineOf(program, /^\s*barrier\b/, lineOf(program, /^\s*loop\b/));
        const events = breakpointEvents(dc);
        const stopped = dc.waitForEvent('stopped') as Promise<DebugProtocol.StoppedEvent>;
        let id = 0;
        await Promise.all([
            dc.waitForEvent('initialized').then(async () => {
                const r = await dc.setBreakpointsRequest({ source: { path: program }, breakpoints: [{ line: inLoop }] });
                id = r.body.breakpoints[0].id!;
                return dc.configurationDoneRequest();
            }),
            dc.launch({ program, args: treeArgs() }),
        ]);
        await stopped;
        const first = await events.next((e) => e.body.reason === 'changed' && /hit 1 time\b/.test(e.body.breakpoint.message ?? ''));
        assert.strictEqual(first.body.breakpoint.id, id);
        assert.strictEqual(first.body.breakpoint.verified, true);
        assert.strictEqual(first.body.breakpoint.line, inLoop);

        const again = dc.waitForEvent('stopped');
        await dc.continueRequest({ threadId: 1 });
        await again;
        const second = await events.next((e) => /hit 2 times/.test(e.body.breakpoint.message ?? ''));
        assert.strictEqual(second.body.breakpoint.id, id);
    });
});
