// The core of wave-dap with VS Code's own test client (DebugClient of
// @vscode/debugadapter-testsupport) over the shipped examples: launch, break on a barrier
// line, threads = waves, the stack with source lines, variables per lane, next, stepBack,
// reverseContinue, a data breakpoint on a word, a deadlock stop with the engine's verdict, the
// exit code, and disconnect in the middle of a run.
import { DebugClient } from '@vscode/debugadapter-testsupport';
import { DebugProtocol } from '@vscode/debugprotocol';
import * as assert from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
    EXAMPLES,
    example,
    exampleArgs,
    exampleNames,
    launchAndStop,
    lineOf,
    registerOf,
    spinKernel,
    startClient,
    topFrame,
    UNLIMITED,
} from './DapHarness';

describe('wave-dap with DebugClient: the core', function () {
    let dc: DebugClient;
    let disconnected = false;
    beforeEach(async () => {
        dc = await startClient();
        disconnected = false;
    });
    afterEach(async () => {
        // After a disconnect the adapter has gone: DebugClient.stop() would wait for an answer
        // to a second one.
        if (disconnected) {
            (dc as unknown as { stopAdapter(): void }).stopAdapter();
        } else {
            await dc.stop();
        }
    });

    describe('every shipped example runs to its exit status', () => {
        for (const name of exampleNames()) {
            it(name, async () => {
                const expected = Number(fs.readFileSync(path.join(EXAMPLES, `${name}.exit`), 'utf8').trim());
                const exited = dc.waitForEvent('exited') as Promise<DebugProtocol.ExitedEvent>;
                const terminated = dc.waitForEvent('terminated');
                await Promise.all([
                    dc.waitForEvent('initialized').then(async () => {
                        // No filters: a deadlock or fault ends the run instead of stopping.
                        await dc.setExceptionBreakpointsRequest({ filters: [] });
                        return dc.configurationDoneRequest();
                    }),
                    dc.launch({ program: example(name), args: exampleArgs(name) }),
                ]);
                assert.strictEqual((await exited).body.exitCode, expected);
                await terminated;
            });
        }
    });

    it('breaks on a barrier line, with the waves as threads and the stack on the source', async () => {
        const program = example('tree_reduction');
        const barrier = lineOf(program, /^\s*barrier\b/);
        const stop = await launchAndStop(dc, program, exampleArgs('tree_reduction'), [barrier]);
        assert.strictEqual(stop.body.reason, 'breakpoint');
        assert.ok(stop.body.hitBreakpointIds && stop.body.hitBreakpointIds.length === 1);

        const threads = await dc.threadsRequest();
        assert.strictEqual(threads.body.threads.length, 8, '256 threads in waves of 32');
        threads.body.threads.forEach((t, i) => {
            assert.strictEqual(t.id, i + 1);
            assert.match(t.name, new RegExp(`^workgroup \\(0,0,0\\) wave ${i} \\(`));
        });

        const frame = await topFrame(dc, stop.body.threadId!);
        assert.strictEqual(frame.line, barrier);
        assert.strictEqual(frame.source?.path, program);
        assert.strictEqual(frame.name, 'tree_reduction');
        assert.match(frame.instructionPointerReference ?? '', /^0x[0-9a-f]+$/);
    });

    it('shows the registers of every lane', async () => {
        const program = example('tree_reduction');
        const barrier = lineOf(program, /^\s*barrier\b/);
        const stop = await launchAndStop(dc, program, exampleArgs('tree_reduction'), [barrier]);
        const frame = await topFrame(dc, stop.body.threadId!);
        const wave = stop.body.threadId! - 1;
        const scopes = (await dc.scopesRequest({ frameId: frame.id })).body.scopes.map((s) => s.name);
        for (const expected of ['All lanes', 'Predicates & exec mask', 'Divergence stack', 'Special registers', 'Local memory', 'Device memory']) {
            assert.ok(scopes.includes(expected), `missing scope ${expected} in ${scopes}`);
        }
        const all = (await dc.scopesRequest({ frameId: frame.id })).body.scopes.find((s) => s.name === 'All lanes')!;
        const lanes = (await dc.variablesRequest({ variablesReference: all.variablesReference })).body.variables;
        assert.strictEqual(lanes.length, 32);
        // r0 = sr_thread_id_x = wave * 32 + lane, for every lane.
        for (const lane of [0, 5, 31]) {
            const regs = await dc.variablesRequest({ variablesReference: lanes[lane].variablesReference });
            const r0 = regs.body.variables.find((v) => v.name === 'r0')!;
            assert.match(r0.value, new RegExp(`\\(${wave * 32 + lane}, `));
        }
        const lane5 = await dc.evaluateRequest({ expression: 'lane 5: r0', frameId: frame.id });
        assert.strictEqual(lane5.body.result.split(' ')[0], String(wave * 32 + 5));
    });

    it('steps with next, back with stepBack, and reverse-continues to the previous hit', async () => {
        const program = example('tree_reduction');
        const inLoop = lineOf(program, /^\s*barrier\b/, lineOf(program, /^\s*loop\b/));
        const stop = await launchAndStop(dc, program, exampleArgs('tree_reduction'), [inLoop]);
        const thread = stop.body.threadId!;
        const first = await topFrame(dc, thread);
        assert.strictEqual(first.line, inLoop);

        await Promise.all([dc.nextRequest({ threadId: thread }), dc.waitForEvent('stopped')]);
        const afterNext = await topFrame(dc, thread);
        assert.strictEqual(afterNext.line, inLoop + 1, 'next goes to the line after the barrier');

        const back = dc.waitForEvent('stopped') as Promise<DebugProtocol.StoppedEvent>;
        await dc.stepBackRequest({ threadId: thread });
        assert.strictEqual((await back).body.reason, 'step');
        assert.strictEqual((await topFrame(dc, thread)).line, inLoop, 'stepBack returns to the barrier');

        // Forward to the next round's hit, then back to this one.
        const stepOf = async () => {
            const f = await topFrame(dc, thread);
            const scopes = await dc.scopesRequest({ frameId: f.id });
            const sr = scopes.body.scopes.find((s) => s.name === 'Special registers')!;
            const vars = await dc.variablesRequest({ variablesReference: sr.variablesReference });
            return Number(vars.body.variables.find((v) => v.name === 'global step')!.value);
        };
        const stepAtFirst = await stepOf();
        const second = dc.waitForEvent('stopped') as Promise<DebugProtocol.StoppedEvent>;
        await dc.continueRequest({ threadId: thread });
        assert.strictEqual((await second).body.reason, 'breakpoint');
        const stepAtSecond = await stepOf();
        assert.ok(stepAtSecond > stepAtFirst);

        const reverse = dc.waitForEvent('stopped') as Promise<DebugProtocol.StoppedEvent>;
        await dc.reverseContinueRequest({ threadId: thread });
        const r = await reverse;
        assert.strictEqual(r.body.reason, 'breakpoint');
        const stepBackAt = await stepOf();
        assert.ok(stepBackAt < stepAtSecond, `reverseContinue went back (${stepBackAt} < ${stepAtSecond})`);
        assert.strictEqual((await topFrame(dc, r.body.threadId!)).line, inLoop);
    });

    it('stops on a data breakpoint when a word of device memory is written', async () => {
        const program = example('vector_add');
        const store = lineOf(program, /device_store_u32/);
        const stopped = dc.waitForEvent('stopped') as Promise<DebugProtocol.StoppedEvent>;
        await Promise.all([
            dc.waitForEvent('initialized').then(async () => {
                const info = await dc.dataBreakpointInfoRequest({ name: 'device 0x808' });
                assert.strictEqual(info.body.dataId, 'device:0x808:4');
                const set = await dc.setDataBreakpointsRequest({
                    breakpoints: [{ dataId: info.body.dataId!, accessType: 'write' }],
                });
                assert.ok(set.body.breakpoints[0].verified);
                return dc.configurationDoneRequest();
            }),
            dc.launch({ program, args: exampleArgs('vector_add') }),
        ]);
        const stop = await stopped;
        assert.strictEqual(stop.body.reason, 'data breakpoint');
        assert.match(stop.body.description ?? '', /0x0*808|watch/i);
        // The store has issued: the pc is past it, the word holds c[2] = a[2] + b[2].
        const frame = await topFrame(dc, stop.body.threadId!);
        assert.ok(frame.line >= store, `stopped at line ${frame.line}, the store is at ${store}`);
        const mem = await dc.customRequest('readMemory', { memoryReference: 'device:0x808', count: 4 });
        assert.strictEqual(Buffer.from(mem.body.data, 'base64').length, 4);
    });

    it('stops on the deadlock with the verdict in words, then exits with status 1', async () => {
        const program = example('barrier_deadlock');
        const barrier = lineOf(program, /^\s*barrier\b/);
        const stop = await launchAndStop(dc, program, exampleArgs('barrier_deadlock'), []);
        assert.strictEqual(stop.body.reason, 'exception');
        const words = `wave 1 never reaches the barrier at line ${barrier}`;
        assert.ok(stop.body.description?.includes(words), `description: ${stop.body.description}`);
        assert.ok(stop.body.text?.includes(words), `text: ${stop.body.text}`);
        const info = await dc.exceptionInfoRequest({ threadId: stop.body.threadId! });
        assert.strictEqual(info.body.exceptionId, 'deadlock');
        assert.ok(info.body.description?.includes(words));

        const exited = dc.waitForEvent('exited') as Promise<DebugProtocol.ExitedEvent>;
        await dc.continueRequest({ threadId: stop.body.threadId! });
        assert.strictEqual((await exited).body.exitCode, 1);
    });

    it('exits with status 0 after a clean run', async () => {
        const exited = dc.waitForEvent('exited') as Promise<DebugProtocol.ExitedEvent>;
        await Promise.all([dc.configurationSequence(), dc.launch({ program: example('vector_add'), args: exampleArgs('vector_add') })]);
        assert.strictEqual((await exited).body.exitCode, 0);
    });

    it('stops at entry, and pauses an endless loop at once', async () => {
        const program = spinKernel();
        const entry = await launchAndStop(dc, program, UNLIMITED, [], { stopOnEntry: true });
        assert.strictEqual(entry.body.reason, 'entry');
        assert.strictEqual((await topFrame(dc, entry.body.threadId!)).line, 2);
        await dc.continueRequest({ threadId: 1 });
        await new Promise((r) => setTimeout(r, 200));
        const paused = dc.waitForEvent('stopped') as Promise<DebugProtocol.StoppedEvent>;
        const asked = Date.now();
        await dc.pauseRequest({ threadId: 1 });
        assert.strictEqual((await paused).body.reason, 'pause');
        const latency = Date.now() - asked;
        assert.ok(latency < 1000, `pause took ${latency} ms`);
    });

    it('disconnects in the middle of a run', async () => {
        const program = spinKernel();
        await Promise.all([dc.configurationSequence(), dc.launch({ program, args: UNLIMITED })]);
        await new Promise((r) => setTimeout(r, 200));
        const response = await dc.disconnectRequest({});
        disconnected = true;
        assert.ok(response.success);
    });
});
