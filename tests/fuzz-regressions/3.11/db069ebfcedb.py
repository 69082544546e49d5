# glassbox fuzz reproducer: Python 3.11, decompile-error
# cause: decompile-error: no output: glassbox: N.marshal: internal error: a missing expression
# from: bug3.11.py (62 lines, minimized to 62)
# first difference:
#   no output: glassbox: 00000.marshal: internal error: a missing expression
print[[77 for v1, v2, *v3 in ... if TypeError if v3 for v4 in 1_000_000 if v3 not in 0j in min in 1.5]] = max.value[:range & "{\N{BULLET}"] = ~... + (not None)
assert -2 > {*len}, len if isinstance is 6 in min > "\U0001f600" else R'x'
v5: dict[str, int] = v5[*R'x'][*v5[v5]]
if v5(v5.value, default=(None,)):
    for v6 in v5:
        v7: dict[str, int] = v5
        while v5 < v7 or tuple.value:
            raise RuntimeError
        else:
            while not tuple(v6 for v8 in v5):
                v9: dict[str, int] = u"\r" * v9 or v5 in v5
            for v10 in v5:
                (lambda p11, p12, p13: v7(..., v5)(p13("\'" "\"%d", v5, default=v6, **1_000_000), lambda p14, **p15: v7, flag=v6 if v6 else v6))(*(v5 for (v16, v17) in v10 == v9 if (v18 := b'  ')), {None if v6 else v9, {...: 0b1, B'': v6, Exception: v10}, {v9: v6}}, *(v5 if v18 >= 197 in sum else v10 // v6))
            v19 = (not 6) & ('\x7f\0' < v10)
        @v6()
        @sum.setter
        async def f20(p21: dict[str, int], p22: None, /):
            global v5, v9
            @v19(*ValueError, default=True >> 0xc8)
            @v6.wraps
            async def f23(p24: dict[str, int] = v5(), p25=not p22) -> dict[str, int]:
                yield next(f20)
                await v19(sep=1_000_000)(-f23)
                p24[v5 % next]({f'{max:^8}': [v10, '', f20]["\U0001f600", :u'%d', '{':sorted:888]}, **(194 if 897 and ("" or not 98522145812660163605230451434200212344) else v18) + (p21 if 0x4 or False else 0j))
            while (v26 := p21[None, f23:'aabc']):
                return (lambda p27, /, p28, **p29: v18)(24, p21, rb'x00', key=None, flag=f20) / (v19 or (int or v26 in 0x6d or u"\0\N{BULLET}" or f23) or v19 and v18)
            for v30 in {await p21}[p22[:max]]:
                v5(v26.real(v35(..., sep=range, key=v31) async for v31, v32 in v26[:p22:v30] for v33, v34 in f"{1_000_000}a" if not "" async for v35, v36, v37 in 5), v26.b if not f20 else 827 in v7 or v26 or 1072444974761805187596146289235657153870 or tuple, **(v5 if not v7 else v6) - (v6 >= 4), flag=[{b'xyz\'': 0b1, v10: 0x6a} async for v38 in (v6 if v10 is v18 < 8 in f20 and "{" and 474831337992557623084331249154704598316 > 2.5j else p21) if 0xc or v30 if p21(1e-07, *0o61, '')])
            else:
                (range.value[f'{1_000_000=!a}}}\n'::(lambda p39=v19[*f20]: 7)(...) and v10 < f20 and (v18 and v30)], v40, v9) = v5.x[v18[1j]:(lambda p41, p42, /, p43=True + dict, p44={p21: 764189067791223408601291926104350314083, **v6}, p45=v6.real: v19):None if (v46 := p21) and TypeError == int == v18 is 2.5j else 7] = *(v6 != 4), v10(True), 7 - v7
            async def f47(p48=(lambda p49, p50=r"\d+", /, p51=(v19 async for v52 in v19 for v53 in "" if v19 or (v5(*p21, flag=r'a\b', key=0j) or u"hello worldx y" not in v18) or '\"'), *, p54, p55: v18)(range for (v56, v57) in v30 if v57 for v58, v59 in len if v19 is 687 if not v19 for v60, v61 in v30 if v9 and (v62 := None) if v9), p63=v62 is not ValueError != v40, /, p64=v40["%s\n"], p65: int = sum if (next in 1e3j and rb"t" >= v40 or 0.0 is tuple or 5 or 10.) and u'{' and next or v18 else 9, *, p66='' not in v5, p67: 'Forward'):
                ("" if p21(1e100, default=f23) and '%s' or u"%s\x7f" < 4 >= 9 < 905 else p66) & {'0': 955, v10: len}
                v68 = (*v72, v62.b[v62 if 9 not in v26 or not 10. or 1e3j or (((v69 := v62) or True not in f20 == f20 in False or u'') or v46) else v18::(), (v70 := p64)], p67.x, v6[await print:not p63:, :p22 if (v71 := 5) else len:-...]) = p21(b"\\"), "\0\'" % ..., F'{v46}{None!s:>{p21}}'
                v73: tuple[int, ...]
                raise Exception(False * v9, await v5, *f"{v18}{v26}{3 = !a:<{p67!s:,}}")
    while -f20 != v19.a:
        v19.items(v5(v5, key=v9) @ ..., v7[v6:.5][v9(*v18, f20, b"", **v7) and 1e3j and 0j and 1.5], (lambda p74=(v75 := True), p76=v7 or v6 or v18, /: None)())
        v84 = (lambda p77, /, p78=v19: "a\\") ** (lambda p79=v7, p80=f20(), *, p81=(v82 := v10), p83=2 & v5: f20)
elif len:
    v85 = v86 = not v19
    if 2.25 ^ 'a\'' or v7 is v7:
        for v87 in v9:
            try:
                raise KeyError("" '' if v10 < 8 else 1.5)
            finally:
                assert v19 / v75 is not 0j != v10 >> min
            match (v88 := KeyError * '0'):
                case {**m89}, (False,):
                    (0o41, v5, ...)[int, :v88, v88:None](end=v5(v82), **[v18 for v90 in v5 if v88 if not v82 for v91 in 4 if not v85 and 2.5j < 201 and (3.14 and v10) and v19 if '\"' > f20 for v92 in f20 if not B"\'"])(v75.real ^ (v10 or (False > v6 is v7 or v5 and v18) and ((v7 <= "" or v7(v86 for v93 in 1e3j for v94 in 0.0 if v84 <= 1_000_000 in False for v95 in x if KeyError or v88 or 10. or ...)) or False) and v19 or v84))
                    del v10, v19[:v88.b:]
                case [*_] | [True, *_] | (True, -0.5, -0.5, *_):
                    v97 = v10(key=v85, **v75).a = (v96 := print), v7.x
                case -0.5 | self.x | (b'x') if v75:
                    v98 = (v85 << u'\r') - v6[10.]
                case 100000000000000000000:
                    v99 = v19[::]
        else:
            v100: tuple[int, ...]
elif v97(*2.5j, key=v85) is not v87(u'', *v97, *6):
    del v101
else:
    v102 = (v9 >> v96) ** f20(v96, v9, 8, **v98, k=v100)
