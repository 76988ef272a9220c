// Starts wave-lsp (setting wave.lspPath) for every `wave` document, over stdin/stdout.
import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions } from 'vscode-languageclient/node';

let client: LanguageClient | undefined;

export function startLanguageClient(context: vscode.ExtensionContext): void {
    const command = vscode.workspace.getConfiguration('wave').get<string>('lspPath', 'wave-lsp');
    if (!command) {
        return; // the user turned the server off
    }
    const server: ServerOptions = { command, args: [] };
    const options: LanguageClientOptions = {
        documentSelector: [{ language: 'wave' }],
        outputChannelName: 'WAVE language server',
    };
    client = new LanguageClient('wave-lsp', 'WAVE language server', server, options);
    client.start().catch((error: unknown) => {
        void vscode.window.showWarningMessage(
            `WAVE: cannot start the language server '${command}' (${String(error)}). ` +
                'Install WAVE Studio or set wave.lspPath.',
        );
    });
    context.subscriptions.push({ dispose: () => void stopLanguageClient() });
}

export function stopLanguageClient(): Thenable<void> | undefined {
    const running = client;
    client = undefined;
    return running?.stop();
}
