// The DAP rules, with a raw client that sees every message in order: sequence numbers, no
// event before `initialized`, clear answers to bad requests (malformed frames and JSON,
// unknown commands, requests before initialize, a second launch), cancellation, and
// disconnect or the end of the input at any time.
import * as assert from 'node:assert';
import { RawClient, UNLIMITED, example, exampleArgs, scratchKernel, spinKernel } from './DapHarness';

describe('wave-dap: the protocol rules', function () {
    let c: RawClient;
    beforeEach(() => {
        c = new RawClient();
    });
    afterEach(() => {
        c.kill();
    });

    it('numbers its messages 1, 2, 3 ... and sends no event before initialized', async () => {
        await c.request('initialize', { adapterID: 'wave' });
        await c.request('launch', { program: example('vector_add'), args: exampleArgs('vector_add') });
        await c.waitFor((m) => m.event === 'initialized');
        await c.request('configurationDone');
        await c.waitFor((m) => m.event === 'terminated');
        c.messages.forEach((m, i) => assert.strictEqual(m.seq, i + 1, `message ${i} has seq ${m.seq}`));
        const firstEvent = c.messages.findIndex((m) => m.type === 'event');
        assert.strictEqual(c.messages[firstEvent].event, 'initialized');
        const launch = c.messages.findIndex((m) => m.command === 'launch');
        assert.ok(launch < firstEvent, 'initialized follows the launch response');
        const exited = c.messages.find((m) => m.event === 'exited');
        assert.strictEqual(exited?.body.exitCode, 0);
    });

    it('answers the capabilities of the issue', async () => {
        const r = await c.request('initialize', { adapterID: 'wave' });
        assert.ok(r.success);
        for (const flag of [
            'supportsConfigurationDoneRequest', 'supportsStepBack', 'supportsConditionalBreakpoints',
            'supportsHitConditionalBreakpoints', 'supportsFunctionBreakpoints', 'supportsDataBreakpoints',
            'supportsInstructionBreakpoints', 'supportsSteppingGranularity', 'supportsReadMemoryRequest',
            'supportsWriteMemoryRequest', 'supportsDisassembleRequest', 'supportsExceptionInfoRequest',
            'supportsSetVariable', 'supportsRestartRequest', 'supportsTerminateRequest',
            'supportsLoadedSourcesRequest', 'supportsCancelRequest',
        ]) {
            assert.strictEqual(r.body[flag], true, flag);
        }
        const filters = r.body.exceptionBreakpointFilters.map((f: { filter: string }) => f.filter);
        assert.deepStrictEqual(filters, ['barrier-arrival', 'barrier-release', 'deadlock', 'fault', 'divergence', 'reconvergence']);
    });

    it('answers malformed JSON, non-requests and unknown commands, and goes on', async () => {
        c.writeRaw('{"seq": 1, "type": "request", "command": ');
        const bad = await c.waitFor((m) => m.type === 'response' && m.success === false);
        assert.match(bad.message ?? '', /malformed JSON at line 1, column \d+/);
        c.writeRaw('[1, 2, 3]');
        await c.waitFor((m) => m.type === 'response' && /not a DAP request/.test(m.message ?? ''));
        c.writeBytes('Content-Type: nothing\r\n\r\n');
        c.writeBytes('garbage without a header\r\n');
        const early = await c.request('threads');
        assert.strictEqual(early.success, false);
        assert.match(early.message ?? '', /before 'initialize'/);
        await c.request('initialize', { adapterID: 'wave' });
        const unknown = await c.request('frobnicate', { x: 1 });
        assert.strictEqual(unknown.success, false);
        assert.match(unknown.message ?? '', /unknown request 'frobnicate'/);
        const noArgs = await c.request('stackTrace', 'not an object');
        assert.strictEqual(noArgs.success, false);
        const vars = await c.request('variables', { variablesReference: 1e12 });
        assert.strictEqual(vars.success, false);
        const alive = await c.request('threads');
        assert.ok(alive.success);
    });

    it('refuses a second launch clearly', async () => {
        await c.request('initialize', { adapterID: 'wave' });
        const first = await c.request('launch', { program: example('vector_add'), args: exampleArgs('vector_add') });
        assert.ok(first.success);
        const second = await c.request('launch', { program: example('tree_reduction') });
        assert.strictEqual(second.success, false);
        assert.match(second.message ?? '', /already being debugged/);
    });

    it('refuses a launch with the file, line and column of an assembly error', async () => {
        await c.request('initialize', { adapterID: 'wave' });
        const program = scratchKernel('broken', '.kernel broken\n    iaddd r0, r1, r2\n.end\n');
        const r = await c.request('launch', { program, args: UNLIMITED });
        assert.strictEqual(r.success, false);
        assert.ok(r.message?.startsWith(`${program}:2:5: error`), r.message);
        const noFile = await c.request('launch', { program: '/nonexistent/k.wave' });
        assert.match(noFile.message ?? '', /cannot read \/nonexistent\/k.wave/);
        const badArgs = await c.request('launch', { program: example('vector_add'), args: ['--grid', 'x'] });
        assert.strictEqual(badArgs.success, false);
        assert.match(badArgs.message ?? '', /grid/);
    });

    it('acknowledges cancel, and ends at disconnect in the middle of a run', async () => {
        await c.request('initialize', { adapterID: 'wave' });
        const program = spinKernel();
        await c.request('launch', { program, args: UNLIMITED });
        await c.request('configurationDone');
        const cancel = await c.request('cancel', { requestId: 12345 });
        assert.ok(cancel.success);
        await new Promise((r) => setTimeout(r, 100));
        const bye = await c.request('disconnect', {});
        assert.ok(bye.success);
        const started = Date.now();
        assert.strictEqual(await c.exited, 0);
        assert.ok(Date.now() - started < 2000, 'the adapter exits at once');
    });

    it('ends when its input ends, even while a kernel runs', async () => {
        await c.request('initialize', { adapterID: 'wave' });
        const program = spinKernel();
        await c.request('launch', { program, args: UNLIMITED });
        await c.request('configurationDone');
        c.closeInput();
        assert.strictEqual(await c.exited, 0);
    });
});
