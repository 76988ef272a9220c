" WAVE GPU assembly: comments start with ';', blocks indent by 4 spaces as in WAVE Studio.
if exists('b:did_ftplugin')
  finish
endif
let b:did_ftplugin = 1
setlocal commentstring=;\ %s comments=:;,:#
setlocal expandtab shiftwidth=4 softtabstop=4
let b:undo_ftplugin = 'setlocal commentstring< comments< expandtab< shiftwidth< softtabstop<'
