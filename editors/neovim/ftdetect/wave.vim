" WAVE GPU assembly: *.wave files get the `wave` filetype.
autocmd BufRead,BufNewFile *.wave setfiletype wave
