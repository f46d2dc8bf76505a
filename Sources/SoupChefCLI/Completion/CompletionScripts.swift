import SoupChefViews

/// Shell completion scripts. They are thin: each asks `soupchef __complete` what can come next,
/// so the command table is the only source of commands, options and values.
enum CompletionScript {
    static func bash() -> String {
        #"""
        # bash completion for soupchef. Load with: source <(soupchef completions bash)
        _soupchef() {
            local cur=${COMP_WORDS[COMP_CWORD]}
            local IFS=$'\n'
            local candidates
            candidates=($(soupchef __complete -- "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null))
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
            candidates=(${(f)"$(soupchef __complete -- "${(@)words[2,CURRENT]}" 2>/dev/null)"})
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
        function __soupchef_complete
            set -l words (commandline -opc) (commandline -ct)
            set -e words[1]
            set -l candidates (soupchef __complete --describe -- $words 2>/dev/null)
            if test (count $candidates) -eq 1; and test "$candidates[1]" = ":file"
                __fish_complete_path (commandline -ct)
            else if test (count $candidates) -eq 1; and test "$candidates[1]" = ":directory"
                __fish_complete_directories (commandline -ct)
            else
                printf '%s\n' $candidates
            end
        end
        complete -c soupchef -f -a '(__soupchef_complete)'

        """#
    }
}
