// The WAVE Studio extension: the `wave` language (its grammar is generated from the ISA table
// at build time), the wave-lsp language server, the `wave` debug type over wave-dap, and a
// command that opens the current kernel in the WAVE Studio IDE.
import * as vscode from 'vscode';
import { registerDebugger } from './debugger';
import { startLanguageClient, stopLanguageClient } from './languageClient';
import { openInStudio } from './openInStudio';

export function activate(context: vscode.ExtensionContext): void {
    registerDebugger(context);
    context.subscriptions.push(
        vscode.commands.registerCommand('wave.openInStudio', (uri?: vscode.Uri) => openInStudio(uri)),
    );
    startLanguageClient(context);
}

export function deactivate(): Thenable<void> | undefined {
    return stopLanguageClient();
}
