import SoupChefViews

/// Shell completion scripts. They are thin: each asks `soupchef __complete` what can come next,
/// so the command table is the only source of commands, options and values.
enum CompletionScript {
    static func bash() -> String {
        #"""
        # bash completion for soupchef. Load with: source <(soupchef completions bash)
        # A word as the command will get it: quotes and backslashes taken off, so that a quoted
        # --data-dir '/my dir' reaches the directory it names.
        _soupchef_dequote() {
            local word=$1 out= quote= i c
            for ((i = 0; i < ${#word}; i++)); do
                c=${word:i:1}
                if [[ $quote == "'" ]]; then
                    if [[ $c == "'" ]]; then quote=; else out+=$c; fi
                elif [[ $c == '\' ]]; then
                    ((i++))
                    out+=${word:i:1}
                elif [[ $quote == '"' ]]; then
                    if [[ $c == '"' ]]; then quote=; else out+=$c; fi
                elif [[ $c == "'" || $c == '"' ]]; then
                    quote=$c
                else
                    out+=$c
                fi
            done
            printf '%s' "$out"
        }
        _soupchef() {
            local cur=${COMP_WORDS[COMP_CWORD]}
            local -a words=()
            local word
            for word in "${COMP_WORDS[@]:1:COMP_CWORD}"; do words+=("$(_soupchef_dequote "$word")"); done
            local IFS=$'\n'
            local candidates
            candidates=($(soupchef __complete -- "${words[@]}" 2>/dev/null))
            if [[ ${#candidates[@]} -eq 1 && ${candidates[0]} == ":file" ]]; then
                compopt -o filenames 2>/dev/null
                COMPREPLY=($(compgen -f -- "$cur"))
            elif [[ ${#candidates[@]} -eq 1 && ${candidates[0]} == ":directory" ]]; then
                compopt -o filenames 2>/dev/null
                COMPREPLY=($(compgen -d -- "$cur"))
            else
                COMPREPLY=("${candidates[@]}")
            fi
        }
        # Files only where soupchef asks for them (:file): nothing offered is nothing to offer.
        complete -F _soupchef soupchef

        """#
    }

    static func zsh() -> String {
        #"""
        #compdef soupchef
        # zsh completion for soupchef. Load with: source <(soupchef completions zsh),
        # or save it as _soupchef in a directory of $fpath (compinit autoloads it).
        _soupchef() {
            local -a candidates
            # The words as the command will get them: (Q) takes their quotes off.
            candidates=(${(f)"$(soupchef __complete -- "${(@Q)words[2,CURRENT]}" 2>/dev/null)"})
            if [[ ${#candidates} -eq 1 && $candidates[1] == ":file" ]]; then
                _files
            elif [[ ${#candidates} -eq 1 && $candidates[1] == ":directory" ]]; then
                _files -/
            else
                compadd -a candidates
            fi
        }
        # Autoloaded from $fpath, this file's body runs at the first TAB: complete now.
        if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
            _soupchef "$@"
        elif (( $+functions[compdef] )); then
            compdef _soupchef soupchef
        fi

        """#
    }

    static func fish() -> String {
        #"""
        # fish completion for soupchef. Load with: soupchef completions fish | source
        # The words as the command will get them: the token being typed unescaped, as the
        # others are.
        function __soupchef_candidates
            set -l words (commandline -opc) (commandline -ct | string unescape)
            set -e words[1]
            soupchef __complete --describe -- $words 2>/dev/null
        end
        function __soupchef_complete
            set -l candidates (__soupchef_candidates)
            if test (count $candidates) -eq 1; and test "$candidates[1]" = ":file"
                # fish's own file completion offers them (below), quotes, spaces and ~ alike.
                return
            else if test (count $candidates) -eq 1; and test "$candidates[1]" = ":directory"
                __fish_complete_directories (commandline -ct | string unescape | string replace -r '^~(?=/|$)' $HOME)
            else
                printf '%s\n' $candidates
            end
        end
        function __soupchef_wants_files
            set -l candidates (__soupchef_candidates)
            test (count $candidates) -eq 1; and test "$candidates[1]" = ":file"
        end
        complete -c soupchef -f -a '(__soupchef_complete)'
        complete -c soupchef -n __soupchef_wants_files -F

        """#
    }
}
