// The command "Open in WAVE Studio": the current kernel in the IDE (setting wave.studioPath),
// saved first so that the IDE reads what the editor shows.
import { spawn } from 'node:child_process';
import * as vscode from 'vscode';

export async function openInStudio(uri?: vscode.Uri): Promise<void> {
    const document = uri
        ? await vscode.workspace.openTextDocument(uri)
        : vscode.window.activeTextEditor?.document;
    if (!document || document.languageId !== 'wave') {
        void vscode.window.showErrorMessage('WAVE: open a .wave kernel first.');
        return;
    }
    if (document.isDirty && !(await document.save())) {
        return;
    }
    const studio = vscode.workspace.getConfiguration('wave').get<string>('studioPath', 'wave-studio');
    const child = spawn(studio || 'wave-studio', ['--open', document.uri.fsPath], {
        detached: true,
        stdio: 'ignore',
    });
    child.on('error', (error) => {
        void vscode.window.showErrorMessage(
            `WAVE: cannot start '${studio}' (${error.message}). Install WAVE Studio or set wave.studioPath.`,
        );
    });
    child.unref();
}
