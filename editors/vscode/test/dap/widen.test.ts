// The rest of wave-dap's requests with DebugClient: conditions and hit counts, function,
// instruction and exception (barrier) breakpoints, instruction stepping, setVariable,
// evaluate, readMemory/writeMemory, disassemble, loadedSources, restart and terminate.
import { DebugClient } from '@vscode/debugadapter-testsupport';
import { DebugProtocol } from '@vscode/debugprotocol';
import * as assert from 'node:assert';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { example, exampleArgs, launchAndStop, lineOf, registerOf, scratchKernel, startClient, topFrame } from './DapHarness';

describe('wave-dap with DebugClient: the wider set', function () {
    let dc: DebugClient;
    beforeEach(async () => {
        dc = await startClient();
    });
    afterEach(async () => {
        await dc.stop();
    });

    const tree = () => example('tree_reduction');
    const treeArgs = () => exampleArgs('tree_reduction');

    it('stops where a condition holds, focusing that lane', async () => {
        const program = tree();
        const line = lineOf(program, /local_store_u32 r2, r3/);
        const stopped = dc.waitForEvent('stopped') as Promise<DebugProtocol.StoppedEvent>;
        await Promise.all([
            dc.waitForEvent('initialized').then(async () => {
                const r = await dc.setBreakpointsRequest({ source: { path: program }, breakpoints: [{ line, condition: 'r0 == 77' }] });
                assert.ok(r.body.breakpoints[0].verified);
                const bad = await dc.setBreakpointsRequest({ source: { path: program }, breakpoints: [{ line, condition: 'r0 = 77' }] });
                assert.strictEqual(bad.body.breakpoints[0].verified, false);
                assert.match(bad.body.breakpoints[0].message ?? '', /column \d+/);
                await dc.setBreakpointsRequest({ source: { path: program }, breakpoints: [{ line, condition: 'r0 == 77' }] });
                return dc.configurationDoneRequest();
            }),
            dc.launch({ program, args: treeArgs() }),
        ]);
        const stop = await stopped;
        assert.strictEqual(stop.body.threadId, 3, 'thread 77 is in wave 2');
        const frame = await topFrame(dc, stop.body.threadId!);
        assert.match(await registerOf(dc, frame.id, 'r0'), /\(77, /);
    });

    it('honours a hit count', async () => {
        const program = tree();
        const inLoop = lineOf(program, /^\s*barrier\b/, lineOf(program, /^\s*loop\b/));
        const stopped = dc.waitForEvent('stopped') as Promise<DebugProtocol.StoppedEvent>;
        await Promise.all([
            dc.waitForEvent('initialized').then(async () => {
                await dc.setBreakpointsRequest({ source: { path: program }, breakpoints: [{ line: inLoop, hitCondition: '3' }] });
                return dc.configurationDoneRequest();
            }),
            dc.launch({ program, args: treeArgs() }),
        ]);
        const stop = await stopped;
        assert.strictEqual(stop.body.reason, 'breakpoint');
        // Waves 4-7 skip the first round's `if` and arrive first: the third hit is wave 6's.
        assert.strictEqual(stop.body.threadId, 7, 'the third wave to reach the barrier is wave 6');
        assert.ok(stop.body.description?.includes('line ' + inLoop));
    });

    it('breaks on a kernel by name and on an instruction address', async () => {
        const program = example('vector_add');
        const stopped = dc.waitForEvent('stopped') as Promise<DebugProtocol.StoppedEvent>;
        await Promise.all([
            dc.waitForEvent('initialized').then(async () => {
                const f = await dc.setFunctionBreakpointsRequest({ breakpoints: [{ name: 'vector_add' }, { name: 'nope' }] });
                assert.ok(f.body.breakpoints[0].verified);
                assert.strictEqual(f.body.breakpoints[1].verified, false);
                return dc.configurationDoneRequest();
            }),
            dc.launch({ program, args: exampleArgs('vector_add') }),
        ]);
        const stop = await stopped;
        assert.strictEqual(stop.body.reason, 'function breakpoint');
        assert.strictEqual((await topFrame(dc, 1)).line, lineOf(program, /mov\s+r0, sr_thread_id_x/));

        const ins = await dc.customRequest('setInstructionBreakpoints', { breakpoints: [{ instructionReference: '0x0', offset: 12 }] });
        assert.ok(ins.body.breakpoints[0].verified, ins.body.breakpoints[0].message);
        await dc.setFunctionBreakpointsRequest({ breakpoints: [] });
        const next = dc.waitForEvent('stopped') as Promise<DebugProtocol.StoppedEvent>;
        await dc.continueRequest({ threadId: 1 });
        assert.strictEqual((await next).body.reason, 'instruction breakpoint');
        assert.strictEqual((await topFrame(dc, 1)).instructionPointerReference, '0xc');
    });

    it('stops when a wave arrives at a barrier (exception filter)', async () => {
        const program = tree();
        const stopped = dc.waitForEvent('stopped') as Promise<DebugProtocol.StoppedEvent>;
        await Promise.all([
            dc.waitForEvent('initialized').then(async () => {
                await dc.setExceptionBreakpointsRequest({ filters: ['barrier-arrival', 'deadlock'] });
                return dc.configurationDoneRequest();
            }),
            dc.launch({ program, args: treeArgs() }),
        ]);
        const stop = await stopped;
        assert.strictEqual(stop.body.reason, 'exception');
        assert.match(stop.body.description ?? '', /barrier/);
        assert.strictEqual((await topFrame(dc, stop.body.threadId!)).line, lineOf(program, /^\s*barrier\b/));
    });

    it('steps one instruction, edits a register, evaluates and reads it back', async () => {
        const program = tree();
        const entry = await launchAndStop(dc, program, treeArgs(), [], { stopOnEntry: true });
        assert.strictEqual(entry.body.reason, 'entry');
        await Promise.all([dc.stepInRequest({ threadId: 1, granularity: 'instruction' }), dc.waitForEvent('stopped')]);
        const frame = await topFrame(dc, 1);
        assert.strictEqual(frame.instructionPointerReference, '0x4');
        const scopes = await dc.scopesRequest({ frameId: frame.id });
        const lane = scopes.body.scopes.find((s) => /^Lane 0 registers$/.test(s.name))!;
        const set = await dc.setVariableRequest({ variablesReference: lane.variablesReference, name: 'r5', value: '0x2a' });
        assert.ok(set.success);
        const ev = await dc.evaluateRequest({ expression: 'r5 + 1', frameId: frame.id });
        assert.strictEqual(ev.body.result.split(' ')[0], '43');
        const any = await dc.evaluateRequest({ expression: 'any(r0 == 31)', frameId: frame.id });
        assert.strictEqual(any.body.result, 'true');
        const bad = await dc.evaluateRequest({ expression: 'r0 ==', frameId: frame.id }).catch((e) => e);
        assert.ok(bad instanceof Error && /column/.test(bad.message));
    });

    it('reads and writes device memory and disassembles around the pc', async () => {
        const entry = await launchAndStop(dc, tree(), treeArgs(), [], { stopOnEntry: true });
        const read = await dc.customRequest('readMemory', { memoryReference: 'device', offset: 4, count: 8 });
        const words = Buffer.from(read.body.data, 'base64');
        assert.strictEqual(words.readFloatLE(0), 1.0, 'the --fill-iota input: x[1] = 1.0');
        assert.strictEqual(words.readFloatLE(4), 2.0);
        const data = Buffer.alloc(4);
        data.writeFloatLE(42.5);
        const w = await dc.customRequest('writeMemory', { memoryReference: 'device:0x8', data: data.toString('base64') });
        assert.ok(w.success);
        const again = await dc.customRequest('readMemory', { memoryReference: 'device:0x8', count: 4 });
        assert.strictEqual(Buffer.from(again.body.data, 'base64').readFloatLE(0), 42.5);

        const frame = await topFrame(dc, entry.body.threadId!);
        const dis = await dc.disassembleRequest({ memoryReference: frame.instructionPointerReference!, instructionCount: 3 });
        assert.strictEqual(dis.body!.instructions.length, 3);
        assert.match(dis.body!.instructions[0].instruction, /^mov\s+r0, sr_thread_id_x/);
        assert.strictEqual(dis.body!.instructions[0].line, lineOf(tree(), /mov\s+r0, sr_thread_id_x/));
    });

    it('lists the loaded source, restarts and terminates', async () => {
        const entry = await launchAndStop(dc, tree(), treeArgs(), [], { stopOnEntry: true });
        const sources = await dc.customRequest('loadedSources');
        assert.strictEqual(sources.body.sources[0].path, tree());
        await Promise.all([dc.nextRequest({ threadId: entry.body.threadId! }), dc.waitForEvent('stopped')]);
        const again = dc.waitForEvent('stopped') as Promise<DebugProtocol.StoppedEvent>;
        await dc.customRequest('restart');
        assert.strictEqual((await again).body.reason, 'entry');
        assert.strictEqual((await topFrame(dc, 1)).instructionPointerReference, '0x0');
        const terminated = dc.waitForEvent('terminated');
        await dc.terminateRequest({});
        await terminated;
    });

    it('takes the launch of the .wavesession beside the program when no args are given', async () => {
        const program = scratchKernel('tree', fs.readFileSync(tree(), 'utf8'));
        fs.writeFileSync(
            `${program}.wavesession`,
            JSON.stringify({ format: 'wave-studio-session', version: 1, launch: { waveWidth: 16 }, breakpoints: [], watches: [] }),
        );
        const notes: string[] = [];
        dc.on('output', (e: DebugProtocol.OutputEvent) => notes.push(e.body.output));
        const entry = await launchAndStop(dc, program, undefined as unknown as string[], [], { stopOnEntry: true });
        assert.strictEqual(entry.body.reason, 'entry');
        const threads = await dc.threadsRequest();
        assert.strictEqual(threads.body.threads.length, 16, '256 threads in waves of 16, as the session says');
        assert.ok(notes.some((n) => n.includes(`launch arguments from ${program}.wavesession`)), notes.join(''));
        assert.strictEqual(path.basename(program), 'tree.wave');
    });

    it('debugs a .wbin on its disassembly', async () => {
        const wbin = scratchKernel('vadd', '').replace(/\.wave$/, '.wbin');
        execFileSync(process.env.WAVE_ASM ?? 'wave-asm', [example('vector_add'), '-o', wbin]);
        const entry = await launchAndStop(dc, wbin, exampleArgs('vector_add'), [], { stopOnEntry: true });
        const frame = await topFrame(dc, entry.body.threadId!);
        assert.strictEqual(frame.source?.sourceReference, 1);
        assert.ok(frame.line > 0);
        const listing = await dc.sourceRequest({ sourceReference: 1, source: frame.source });
        const lines = listing.body.content.split('\n');
        assert.match(lines[frame.line - 1], /mov\s+r0, sr_thread_id_x/);
        const exited = dc.waitForEvent('exited') as Promise<DebugProtocol.ExitedEvent>;
        await dc.continueRequest({ threadId: entry.body.threadId! });
        assert.strictEqual((await exited).body.exitCode, 0);
    });

    it('reads a relative --arg file from the program folder', async () => {
        const program = scratchKernel('vadd', fs.readFileSync(example('vector_add'), 'utf8'));
        const input = Buffer.alloc(8);
        input.writeFloatLE(3.5, 0);
        input.writeFloatLE(-2.25, 4);
        fs.writeFileSync(path.join(path.dirname(program), 'input.bin'), input);
        await launchAndStop(dc, program, ['--arg', '0:input.bin'], [], { stopOnEntry: true });
        const read = await dc.customRequest('readMemory', { memoryReference: 'device', count: 8 });
        assert.deepStrictEqual(Buffer.from(read.body.data, 'base64'), input);
    });
});
